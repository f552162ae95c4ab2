import { JwtService } from '@nestjs/jwt';
import { type IssuedToken, TokenIssuer } from '../application/token-issuer.port';

/** Admin sessions are short: a stolen token is worth little, and the admin signs in again. */
const SESSION_SECONDS = 30 * 60;
export const TOKEN_AUDIENCE = 'costa-sol-admin';

export class JwtTokenIssuer extends TokenIssuer {
  constructor(private readonly jwt: JwtService) {
    super();
  }

  async issue(email: string): Promise<IssuedToken> {
    const accessToken = await this.jwt.signAsync({ sub: email, role: 'admin' }, { expiresIn: SESSION_SECONDS, audience: TOKEN_AUDIENCE });
    return { accessToken, expiresIn: SESSION_SECONDS };
  }
}

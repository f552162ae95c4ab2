import { JwtService } from '@nestjs/jwt';
import { type IssuedToken, TokenIssuer } from '../application/token-issuer.port';

/** Staff sessions are short: a stolen token is worth little, and the user signs in again. */
const SESSION_SECONDS = 30 * 60;
export const TOKEN_AUDIENCE = 'costa-sol-admin';

/** `sub` is the user's id, `ver` their session version (a bumped version ends the token at once). */
export class JwtTokenIssuer extends TokenIssuer {
  constructor(private readonly jwt: JwtService) {
    super();
  }

  async issue(session: { userId: string; sessionVersion: number }): Promise<IssuedToken> {
    const accessToken = await this.jwt.signAsync(
      { sub: session.userId, ver: session.sessionVersion },
      { expiresIn: SESSION_SECONDS, audience: TOKEN_AUDIENCE },
    );
    return { accessToken, expiresIn: SESSION_SECONDS };
  }
}

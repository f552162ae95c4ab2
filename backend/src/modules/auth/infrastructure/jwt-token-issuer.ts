import { STAFF_SESSION_LIMITS } from '@costa-sol/common';
import { JwtService } from '@nestjs/jwt';
import { type IssuedToken, TokenIssuer } from '../application/token-issuer.port';

/** Access tokens are short: a stolen one is worth little, and the refresh cookie renews them quietly. */
const ACCESS_TOKEN_SECONDS = STAFF_SESSION_LIMITS.accessTokenMinutes * 60;
export const TOKEN_AUDIENCE = 'costa-sol-admin';

/** `sub` is the user's id, `ver` their session version (a bumped version ends the token at once), `sid` the session. */
export class JwtTokenIssuer extends TokenIssuer {
  constructor(private readonly jwt: JwtService) {
    super();
  }

  async issue(session: { userId: string; sessionVersion: number; sessionId: string }): Promise<IssuedToken> {
    const accessToken = await this.jwt.signAsync(
      { sub: session.userId, ver: session.sessionVersion, sid: session.sessionId },
      { expiresIn: ACCESS_TOKEN_SECONDS, audience: TOKEN_AUDIENCE },
    );
    return { accessToken, expiresIn: ACCESS_TOKEN_SECONDS };
  }
}

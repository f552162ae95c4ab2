export interface IssuedToken {
  accessToken: string;
  /** Seconds until the token expires. */
  expiresIn: number;
}

/** Port: signs access tokens for a session of a staff user (their id, session version and session id). */
export abstract class TokenIssuer {
  abstract issue(session: { userId: string; sessionVersion: number; sessionId: string }): Promise<IssuedToken>;
}

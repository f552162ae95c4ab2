export interface IssuedToken {
  accessToken: string;
  /** Seconds until the token expires. */
  expiresIn: number;
}

/** Port: signs session tokens for a signed-in staff user (their id and session version). */
export abstract class TokenIssuer {
  abstract issue(session: { userId: string; sessionVersion: number }): Promise<IssuedToken>;
}

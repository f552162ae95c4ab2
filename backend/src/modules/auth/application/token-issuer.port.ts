export interface IssuedToken {
  accessToken: string;
  /** Seconds until the token expires. */
  expiresIn: number;
}

/** Port: signs session tokens for a signed-in admin. */
export abstract class TokenIssuer {
  abstract issue(email: string): Promise<IssuedToken>;
}

export interface AdminAccount {
  email: string;
  passwordHash: string;
}

/** Port: where the admin account is kept (today: from the environment). */
export abstract class AdminAccounts {
  abstract findByEmail(email: string): Promise<AdminAccount | undefined>;
}

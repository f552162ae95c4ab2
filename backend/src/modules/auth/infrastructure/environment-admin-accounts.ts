import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config';
import { type AdminAccount, AdminAccounts } from '../application/admin-accounts.port';
import type { PasswordHasher } from '../application/password-hasher.port';

/**
 * The one admin account of ADMIN_EMAIL / ADMIN_PASSWORD, hashed in memory at start-up. In development without a
 * password, one is generated and printed once (production refuses to start without one: see AppConfig).
 */
export class EnvironmentAdminAccounts extends AdminAccounts {
  private constructor(private readonly account: AdminAccount) {
    super();
  }

  static async create(config: AppConfig, hasher: PasswordHasher): Promise<EnvironmentAdminAccounts> {
    const email = (config.adminEmail ?? 'admin@example.com').toLowerCase();
    let password = config.adminPassword;
    if (!password) {
      password = randomBytes(12).toString('base64url');
      new Logger('Auth').warn(`No ADMIN_PASSWORD set: sign in to /admin as ${email} with the generated password ${password}`);
    }
    return new EnvironmentAdminAccounts({ email, passwordHash: await hasher.hash(password) });
  }

  async findByEmail(email: string): Promise<AdminAccount | undefined> {
    return email === this.account.email ? this.account : undefined;
  }
}

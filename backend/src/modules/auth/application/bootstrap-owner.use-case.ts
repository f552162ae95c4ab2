import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { normalizeEmail } from '../domain/staff-user';
import { PasswordHasher } from './password-hasher.port';
import { StaffUsers } from './staff-users.port';
import { Clock } from '../../../shared/application/clock.port';

/**
 * At start, while there is no staff user at all, the environment's admin (ADMIN_EMAIL / ADMIN_PASSWORD) becomes the
 * first owner. After that the environment changes no one: users are managed in the admin (or by owner:recover).
 * In development without a password one is generated and printed once (production refuses to start without one).
 */
@Injectable()
export class BootstrapOwner {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: StaffUsers,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(admin: { email: string; password?: string }): Promise<void> {
    if (!(await this.users.isEmpty())) return;
    const email = normalizeEmail(admin.email);
    const password = admin.password ?? randomBytes(12).toString('base64url');
    const added = await this.users.addFirst({
      id: randomUUID(),
      email,
      name: 'Owner',
      role: 'owner',
      language: 'en',
      passwordHash: await this.hasher.hash(password),
      status: 'active',
      sessionVersion: 1,
      createdAt: this.clock.now(),
    });
    if (!added) return;
    if (admin.password) this.logger.log('The first owner account was created from ADMIN_EMAIL / ADMIN_PASSWORD');
    else this.logger.warn(`No ADMIN_PASSWORD set: sign in to /admin as ${email} with the generated password ${password}`);
  }
}

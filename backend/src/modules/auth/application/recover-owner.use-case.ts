import { randomUUID } from 'node:crypto';
import { normalizeEmail } from '../domain/staff-user';
import { PasswordHasher } from './password-hasher.port';
import { PasswordPolicy } from './password-policy';
import { StaffUsers } from './staff-users.port';
import { Clock } from '../../../shared/application/clock.port';

/**
 * The way back in when the only owner is locked out (`npm run owner:recover`): the account of `email` becomes an
 * active owner with `password`, its two-step sign-in off (the phone may be what was lost), and every session it had
 * ends; created when missing. The password follows the same rules as any staff password.
 */
export class RecoverOwner {
  constructor(
    private readonly users: StaffUsers,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly clock: Clock,
  ) {}

  async execute(email: string, password: string): Promise<'restored' | 'created'> {
    const address = normalizeEmail(email);
    const existing = await this.users.findByEmail(address);
    await this.policy.check(password, { email: address, name: existing?.name ?? 'Owner' }, 'ADMIN_PASSWORD');
    const passwordHash = await this.hasher.hash(password);
    if (existing) {
      await this.users.save({ ...existing, role: 'owner', status: 'active', passwordHash, sessionVersion: existing.sessionVersion + 1 });
      await this.users.turnOffSecondFactor(existing.id);
      return 'restored';
    }
    await this.users.add({
      id: randomUUID(),
      email: address,
      name: 'Owner',
      role: 'owner',
      language: 'en',
      passwordHash,
      status: 'active',
      sessionVersion: 1,
      createdAt: this.clock.now(),
    });
    return 'created';
  }
}

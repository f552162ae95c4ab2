import type { Language, StaffRole, StaffUserStatus } from '@costa-sol/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { StaffUsers } from '../../application/staff-users.port';
import type { StaffUser } from '../../domain/staff-user';
import { TotpSecretCipher } from '../secret-box/totp-secret-cipher';

interface StaffUserRow {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
  password_hash: string | null;
  status: StaffUserStatus;
  session_version: number;
  created_at: Date;
  last_sign_in_at: Date | null;
  second_factor_secret: string | null;
  second_factor_pending_secret: string | null;
  /** bigint comes back as text. */
  second_factor_last_step: string | null;
}

const COLUMNS = 'id, email, name, role, language, password_hash, status, session_version, created_at, last_sign_in_at';
const READ_COLUMNS = `${COLUMNS}, second_factor_secret, second_factor_pending_secret, second_factor_last_step`;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a second factor's secret reads as when it cannot be opened (its key is gone): no code matches it (not base32),
 * so sign-in stays closed until the owner resets that user's two-step sign-in.
 */
const UNREADABLE_SECRET = '(unreadable)';

/** A stored secret in clear: sealed ones opened (bound to their user), clear text left by an older version as it is. */
function openSecret(cipher: TotpSecretCipher, stored: string, userId: string): string | undefined {
  if (!cipher.isSealed(stored)) return stored;
  try {
    return cipher.open(stored, userId);
  } catch {
    return undefined;
  }
}

function fromRow(row: StaffUserRow, cipher: TotpSecretCipher): StaffUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    language: row.language,
    passwordHash: row.password_hash ?? undefined,
    status: row.status,
    sessionVersion: row.session_version,
    createdAt: new Date(row.created_at),
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at) : undefined,
    secondFactor: row.second_factor_secret
      ? {
          secret: openSecret(cipher, row.second_factor_secret, row.id) ?? UNREADABLE_SECRET,
          lastStep: row.second_factor_last_step === null ? undefined : Number(row.second_factor_last_step),
        }
      : undefined,
    pendingSecondFactorSecret: row.second_factor_pending_secret ? openSecret(cipher, row.second_factor_pending_secret, row.id) : undefined,
  };
}

function insertValues(user: StaffUser): unknown[] {
  return [
    user.id,
    user.email,
    user.name,
    user.role,
    user.language,
    user.passwordHash ?? null,
    user.status,
    user.sessionVersion,
    user.createdAt,
    user.lastSignInAt ?? null,
  ];
}

/**
 * The staff_users table in plain SQL (StaffUserEntity maps the same table), joining the caller's transaction. Two-step
 * secrets are stored sealed by TotpSecretCipher, never in clear text.
 */
@Injectable()
export class PostgresStaffUsers extends StaffUsers {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: TotpSecretCipher,
  ) {
    super();
  }

  async findById(id: string): Promise<StaffUser | undefined> {
    // A token's subject is only trusted after its signature; still, a malformed one must not reach a uuid cast.
    if (!UUID_PATTERN.test(id)) return undefined;
    const [row] = await this.em.execute<StaffUserRow[]>(`select ${READ_COLUMNS} from staff_users where id = ?`, [id], 'all');
    return row && fromRow(row, this.cipher);
  }

  async findByEmail(email: string): Promise<StaffUser | undefined> {
    const [row] = await this.em.execute<StaffUserRow[]>(`select ${READ_COLUMNS} from staff_users where email = ?`, [email], 'all');
    return row && fromRow(row, this.cipher);
  }

  async list(): Promise<StaffUser[]> {
    const rows = await this.em.execute<StaffUserRow[]>(`select ${READ_COLUMNS} from staff_users order by created_at, id`, [], 'all');
    return rows.map((row) => fromRow(row, this.cipher));
  }

  async add(user: StaffUser): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into staff_users (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (email) do nothing returning id`,
      insertValues(user),
      'all',
    );
    return rows.length === 1;
  }

  async addFirst(user: StaffUser): Promise<boolean> {
    // Two instances starting together may both find the table empty: the unique e-mail lets only one insert.
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into staff_users (${COLUMNS}) select ?, ?, ?, ?, ?, ?, ?, ?, ?, ? where not exists (select 1 from staff_users)
       on conflict do nothing returning id`,
      insertValues(user),
      'all',
    );
    return rows.length === 1;
  }

  async isEmpty(): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(`select id from staff_users limit 1`, [], 'all');
    return rows.length === 0;
  }

  async save(user: StaffUser): Promise<void> {
    await this.em.execute(
      `update staff_users set name = ?, role = ?, language = ?, password_hash = ?, status = ?, session_version = ? where id = ?`,
      [user.name, user.role, user.language, user.passwordHash ?? null, user.status, user.sessionVersion, user.id],
      'run',
    );
  }

  async recordSignIn(id: string, at: Date): Promise<void> {
    await this.em.execute(`update staff_users set last_sign_in_at = ? where id = ?`, [at, id], 'run');
  }

  async bumpSessionVersion(id: string): Promise<number> {
    const [row] = await this.em.execute<{ session_version: number }[]>(
      `update staff_users set session_version = session_version + 1 where id = ? returning session_version`,
      [id],
      'all',
    );
    return row?.session_version ?? 0;
  }

  async lockRoleChanges(): Promise<void> {
    // Two owners demoting each other at once must not both see the other still active.
    await this.em.execute(`select pg_advisory_xact_lock(hashtext('staff_users.roles'))`, [], 'all');
  }

  async countActiveOwners(): Promise<number> {
    const [row] = await this.em.execute<{ count: number }[]>(
      `select count(*)::int as count from staff_users where role = 'owner' and status = 'active'`,
      [],
      'all',
    );
    return row?.count ?? 0;
  }

  async setPendingSecondFactor(id: string, secret: string | null): Promise<void> {
    const sealed = secret === null ? null : this.cipher.seal(secret, id);
    await this.em.execute(`update staff_users set second_factor_pending_secret = ? where id = ?`, [sealed, id], 'run');
  }

  async turnOnSecondFactor(id: string, secret: string, step: number): Promise<void> {
    await this.em.execute(
      `update staff_users set second_factor_secret = ?, second_factor_last_step = ?, second_factor_pending_secret = null where id = ?`,
      [this.cipher.seal(secret, id), step, id],
      'run',
    );
  }

  async turnOffSecondFactor(id: string): Promise<void> {
    await this.em.execute(
      `update staff_users set second_factor_secret = null, second_factor_last_step = null, second_factor_pending_secret = null where id = ?`,
      [id],
      'run',
    );
  }

  async useSecondFactorStep(id: string, step: number): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update staff_users set second_factor_last_step = ?
       where id = ? and second_factor_secret is not null and (second_factor_last_step is null or second_factor_last_step < ?) returning id`,
      [step, id, step],
      'all',
    );
    return rows.length === 1;
  }
}

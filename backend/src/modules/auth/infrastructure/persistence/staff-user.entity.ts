import { STAFF_ROLES, STAFF_USER_STATUSES } from '@costa-sol/common';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'staff_users' })
export class StaffUserEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** Always lowercased (normalizeEmail), so the unique index is the one rule. */
  @Property({ type: 'text', unique: 'staff_users_email_key' })
  email!: string;

  @Property({ type: 'text' })
  name!: string;

  @Enum({ items: [...STAFF_ROLES] })
  role!: string;

  @Enum({ items: ['en', 'es'] })
  language!: string;

  /** Null while the user is invited and has not set a password. */
  @Property({ type: 'text', nullable: true })
  passwordHash?: string | null;

  @Enum({ items: [...STAFF_USER_STATUSES] })
  status!: string;

  @Property({ type: 'integer', default: 1 })
  sessionVersion!: number;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  lastSignInAt?: Date | null;

  /** The RFC 6238 secret (base32) of a second factor that is on; null when it is off. */
  @Property({ type: 'text', nullable: true })
  secondFactorSecret?: string | null;

  /** A secret shown for enrolment, kept until a code from it turns it on. */
  @Property({ type: 'text', nullable: true })
  secondFactorPendingSecret?: string | null;

  /** The time step of the last code accepted: a code is good once. */
  @Property({ type: 'bigint', nullable: true })
  secondFactorLastStep?: string | null;
}

import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { STAFF_TOKEN_PURPOSES } from '../../domain/staff-token';

/** A single-use link: only the sha256 of its token is kept. */
@Entity({ tableName: 'staff_tokens' })
export class StaffTokenEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Enum({ items: [...STAFF_TOKEN_PURPOSES] })
  purpose!: string;

  @Property({ type: 'text', unique: true })
  tokenHash!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}

import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { STAFF_TOKEN_PURPOSES } from '../../domain/staff-token';

/** A single-use link: only the sha256 of its token is kept. */
@Entity({ tableName: 'staff_tokens' })
@Index({ name: 'staff_tokens_user_id_idx', properties: ['userId', 'purpose', 'createdAt'] })
export class StaffTokenEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne({
    entity: 'StaffUserEntity',
    fieldName: 'user_id',
    mapToPk: true,
    deleteRule: 'cascade',
    updateRule: 'no action',
    foreignKeyName: 'staff_tokens_user_id_fkey',
  })
  userId!: string;

  @Enum({ items: [...STAFF_TOKEN_PURPOSES] })
  purpose!: string;

  @Property({ type: 'text', unique: 'staff_tokens_token_hash_key' })
  tokenHash!: string;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}

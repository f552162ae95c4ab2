import { LEAD_KINDS, LEAD_STATUSES } from '@costa-sol/common';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** Quote requests and contact messages share one table so staff see one inbox; kind tells them apart. */
@Entity({ tableName: 'lead' })
@Index({ name: 'lead_inbox_idx', properties: ['kind', 'status', 'receivedAt'] })
export class LeadEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Enum({ items: [...LEAD_KINDS] })
  kind!: string;

  @Enum({ items: [...LEAD_STATUSES], default: 'new' })
  status!: string;

  @Property({ type: 'text', nullable: true })
  statusNote?: string | null;

  @Property({ type: 'boolean', default: false })
  isSpam!: boolean;

  @Property({ type: 'timestamptz' })
  receivedAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  updatedAt?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  assignedToId?: string | null;

  /** Quote: name. Contact: first and last name joined, for search and listing. */
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', nullable: true })
  firstName?: string | null;

  @Property({ type: 'text', nullable: true })
  lastName?: string | null;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  phone!: string;

  @Property({ type: 'text', nullable: true })
  serviceType?: string | null;

  @Property({ type: 'text', nullable: true })
  preferredBrand?: string | null;

  @Property({ type: 'text', nullable: true })
  homeSize?: string | null;

  @Property({ type: 'text', nullable: true })
  currentSystemAge?: string | null;

  @Property({ type: 'text', nullable: true })
  details?: string | null;

  @Property({ type: 'boolean', nullable: true })
  wantsConsultation?: boolean | null;

  @Property({ type: 'text', nullable: true })
  serviceNeeded?: string | null;

  @Property({ type: 'text', nullable: true })
  message?: string | null;

  @Property({ type: 'text', nullable: true })
  pagePath?: string | null;

  @Property({ type: 'text', nullable: true })
  language?: string | null;

  @Property({ type: 'text', nullable: true })
  referrer?: string | null;

  @Property({ type: 'text', nullable: true })
  utmSource?: string | null;

  @Property({ type: 'text', nullable: true })
  utmMedium?: string | null;

  @Property({ type: 'text', nullable: true })
  utmCampaign?: string | null;

  @Property({ type: 'text', nullable: true })
  utmTerm?: string | null;

  @Property({ type: 'text', nullable: true })
  utmContent?: string | null;
}

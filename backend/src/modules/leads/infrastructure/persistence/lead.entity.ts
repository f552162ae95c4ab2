import { LEAD_CHANNELS, LEAD_KINDS, LEAD_LOST_REASONS, LEAD_STATUSES } from '@costa-sol/common';
import { DecimalType, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { LeadSearchIndexes } from './lead-search-indexes';

/** Quote requests and contact messages share one table so staff see one inbox; kind tells them apart. */
@Entity({ tableName: 'lead' })
@Index({ name: 'lead_inbox_idx', properties: ['kind', 'status', 'receivedAt'] })
@Index({
  name: 'lead_email_lower_idx',
  expression: 'create index "lead_email_lower_idx" on "lead" (lower("email")) where "erased_at" is null',
})
@Index({
  name: 'lead_assigned_to_id_idx',
  expression: 'create index "lead_assigned_to_id_idx" on "lead" ("assigned_to_id", "received_at") where "assigned_to_id" is not null',
})
@Index({
  name: 'lead_follow_up_on_idx',
  expression: 'create index "lead_follow_up_on_idx" on "lead" ("follow_up_on") where "follow_up_on" is not null and "erased_at" is null',
})
@LeadSearchIndexes()
export class LeadEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Enum({ items: [...LEAD_KINDS] })
  kind!: string;

  @Enum({ items: [...LEAD_STATUSES], default: 'new' })
  status!: string;

  /** How the lead reached the business (migration LeadChannel20261207): web, or entered by staff. */
  @Enum({ items: [...LEAD_CHANNELS], default: 'web' })
  channel!: string;

  @Property({ type: 'text', nullable: true })
  statusNote?: string | null;

  @Property({ type: 'boolean', default: false })
  isSpam!: boolean;

  /** Euros: the quote's amount (stage quoted), the job's value (stage won). */
  @Property({ type: new DecimalType('number'), precision: 12, scale: 2, nullable: true })
  quotedAmount?: number | null;

  @Property({ type: new DecimalType('number'), precision: 12, scale: 2, nullable: true })
  wonValue?: number | null;

  @Enum({ items: [...LEAD_LOST_REASONS], nullable: true })
  lostReason?: string | null;

  /** The first contact or move to 'contacted' (migration LeadStageFigures20261206). */
  @Property({ type: 'timestamptz', nullable: true })
  firstResponseAt?: Date | null;

  /** The day to get back to the lead, Europe/Madrid (migration LeadFollowUp20261207). */
  @Property({ type: 'date', nullable: true })
  followUpOn?: string | null;

  /** Personal data erased (request or retention): kept for the statistics, never listed. */
  @Property({ type: 'timestamptz', nullable: true })
  erasedAt?: Date | null;

  @Property({ type: 'timestamptz' })
  receivedAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  updatedAt?: Date | null;

  /** The staff user handling the lead (migration LeadAssignee20261201); named by entity so leads imports nothing of auth's. */
  @ManyToOne({
    entity: 'StaffUserEntity',
    fieldName: 'assigned_to_id',
    mapToPk: true,
    nullable: true,
    deleteRule: 'set null',
    updateRule: 'no action',
    foreignKeyName: 'lead_assigned_to_id_fkey',
  })
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

  /** The town of a lead entered by staff. */
  @Property({ type: 'text', nullable: true })
  town?: string | null;

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

  @Property({ type: 'text', nullable: true })
  landingPage?: string | null;

  @Property({ type: 'text', nullable: true })
  gclid?: string | null;
}

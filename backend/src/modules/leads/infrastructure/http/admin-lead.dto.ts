import {
  ADMIN_FIELD_LIMITS,
  DEFAULT_STATS_DAYS,
  FOLLOW_UP_LIST_LIMIT,
  LANGUAGES,
  type Language,
  LEAD_CHANNELS,
  LEAD_COUNT_CAP,
  type LeadChannel,
  LEAD_LIST_SORTS,
  LEAD_SEARCH_LIMITS,
  type LeadListSort,
  hasWholeCents,
  LEAD_AMOUNT_LIMITS,
  LEAD_LOST_REASONS,
  type LeadLostReason,
  LEAD_KINDS,
  LEAD_STATUSES,
  type LeadKind,
  type LeadStatus,
  MAX_STATS_DAYS,
} from '@costa-sol/common';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { rule, TrimToUndefined } from '../../../../shared/http/validation-rule';
import { MAX_PAGE_SIZE } from '../../application/list-leads.use-case';
import { isEmergency, type Lead, leadPersonName } from '../../domain/lead';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The inbox's filters and order, which the export takes too. */
export class LeadFilterQueryDto {
  @ApiPropertyOptional({ enum: LEAD_KINDS })
  @IsOptional()
  @IsIn(LEAD_KINDS, rule('invalidOption'))
  kind?: LeadKind;

  @ApiPropertyOptional({ enum: LEAD_STATUSES })
  @IsOptional()
  @IsIn(LEAD_STATUSES, rule('invalidOption'))
  status?: LeadStatus;

  @ApiPropertyOptional({ description: 'Also list leads flagged by the anti-spam trap.', default: false })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean(rule('invalidInput'))
  includeSpam?: boolean;

  @ApiPropertyOptional({
    description: 'Only the emergencies: a system repair asked for with the quote form, an emergency repair with the contact form.',
    default: false,
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean(rule('invalidInput'))
  emergency?: boolean;

  @ApiPropertyOptional({
    maxLength: LEAD_SEARCH_LIMITS.qMax,
    description: 'A fragment of the name, e-mail address or message; of the phone number too, compared by digits ("600 12").',
  })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(LEAD_SEARCH_LIMITS.qMax, rule('tooLong'))
  @IsString(rule('invalidInput'))
  q?: string;

  @ApiPropertyOptional({ format: 'date', description: 'First day received (Europe/Madrid), YYYY-MM-DD.', example: '2026-03-01' })
  @IsOptional()
  @IsISO8601({ strict: true }, rule('invalidInput'))
  @Matches(DAY_PATTERN, rule('invalidInput'))
  @IsString(rule('invalidInput'))
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Last day received (Europe/Madrid), YYYY-MM-DD, included.', example: '2026-03-31' })
  @IsOptional()
  @IsISO8601({ strict: true }, rule('invalidInput'))
  @Matches(DAY_PATTERN, rule('invalidInput'))
  @IsString(rule('invalidInput'))
  to?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Only the leads assigned to this staff user (a technician always gets only theirs).',
  })
  @IsOptional()
  @IsUUID('all', rule('invalidInput'))
  assignedToId?: string;

  @ApiPropertyOptional({ maxLength: LEAD_SEARCH_LIMITS.sourceMax, description: 'The utm_source the lead came with, exactly.' })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(LEAD_SEARCH_LIMITS.sourceMax, rule('tooLong'))
  @IsString(rule('invalidInput'))
  source?: string;

  @ApiPropertyOptional({ enum: LANGUAGES, description: "The visitor's language." })
  @IsOptional()
  @IsIn(LANGUAGES, rule('invalidOption'))
  language?: Language;

  @ApiPropertyOptional({ enum: LEAD_LIST_SORTS, default: 'newest', description: 'By arrival: newest or oldest first.' })
  @IsOptional()
  @IsIn(LEAD_LIST_SORTS, rule('invalidOption'))
  sort?: LeadListSort;

  @ApiPropertyOptional({ enum: LEAD_CHANNELS, description: 'How the lead reached the business: web, or entered by staff.' })
  @IsOptional()
  @IsIn(LEAD_CHANNELS, rule('invalidOption'))
  channel?: LeadChannel;
}

export class LeadListQueryDto extends LeadFilterQueryDto {
  @ApiPropertyOptional({ description: "The previous answer's `next`: the page after it, with the same filters and sort." })
  @IsOptional()
  @MaxLength(200, rule('invalidInput'))
  @IsString(rule('invalidInput'))
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE_SIZE, rule('invalidInput'))
  @Min(1, rule('invalidInput'))
  @IsInt(rule('invalidInput'))
  pageSize?: number;
}

/**
 * An optional amount of euros with at most two decimals, within LEAD_AMOUNT_LIMITS. The cents are checked with
 * hasWholeCents: class-validator's maxDecimalPlaces reads the number's text and throws on 3e-323.
 */
function Euros(): PropertyDecorator {
  // Registered first, checked first: a text or an amount with a third decimal is invalidInput before a range.
  return applyDecorators(
    ValidateBy(
      { name: 'euros', validator: { validate: (value: unknown) => typeof value === 'number' && hasWholeCents(value) } },
      rule('invalidInput'),
    ),
    Min(LEAD_AMOUNT_LIMITS.min, rule('tooSmall')),
    Max(LEAD_AMOUNT_LIMITS.max, rule('tooLarge')),
    IsOptional(),
  );
}

const EUROS = { minimum: LEAD_AMOUNT_LIMITS.min, maximum: LEAD_AMOUNT_LIMITS.max, multipleOf: 0.01, example: 4850 };

export class LeadStatusChangeDto {
  @ApiProperty({ enum: LEAD_STATUSES, example: 'contacted' })
  @IsIn(LEAD_STATUSES, rule('invalidOption'))
  @IsDefined(rule('required'))
  status!: LeadStatus;

  @ApiPropertyOptional({ example: 'Called on Monday; visit booked for Thursday 10:00.', maxLength: ADMIN_FIELD_LIMITS.leadStatusNote.max })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(ADMIN_FIELD_LIMITS.leadStatusNote.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  note?: string;

  @ApiPropertyOptional({ ...EUROS, description: "The quote's amount in euros: required with quoted, refused with another status." })
  @Euros()
  amount?: number;

  @ApiPropertyOptional({ ...EUROS, description: "The job's value in euros: required with won, refused with another status." })
  @Euros()
  value?: number;

  @ApiPropertyOptional({ enum: LEAD_LOST_REASONS, description: 'Why the lead was lost: required with lost, refused with another status.' })
  @IsOptional()
  @IsIn(LEAD_LOST_REASONS, rule('invalidOption'))
  lostReason?: LeadLostReason;
}

export class LeadAssigneeDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The staff user, or null for no one.' })
  @ValidateIf((_dto, value) => value !== null)
  @IsUUID('all', rule('invalidInput'))
  @IsDefined(rule('required'))
  userId!: string | null;
}

export class LeadFollowUpDto {
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    example: '2026-03-05',
    description: 'The day to get back to the lead (Europe/Madrid), YYYY-MM-DD; null clears it.',
  })
  @ValidateIf((_dto, value) => value !== null)
  @IsISO8601({ strict: true }, rule('dateInvalid'))
  @Matches(DAY_PATTERN, rule('dateInvalid'))
  @IsString(rule('dateInvalid'))
  @IsDefined(rule('required'))
  on!: string | null;
}

export class AdminLeadDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: LEAD_KINDS }) kind!: LeadKind;
  @ApiProperty({ enum: LEAD_STATUSES }) status!: LeadStatus;
  @ApiProperty({ enum: LEAD_CHANNELS, description: 'How the lead reached the business: web, or entered by staff.' }) channel!: LeadChannel;
  @ApiProperty({ type: String, nullable: true }) statusNote!: string | null;
  @ApiProperty() isSpam!: boolean;
  @ApiProperty({ description: 'An emergency: a system repair asked for with the quote form, an emergency repair with the contact form.' })
  isEmergency!: boolean;
  @ApiProperty() receivedAt!: Date;
  @ApiProperty({ type: Date, nullable: true }) updatedAt!: Date | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The staff user the lead is assigned to.' })
  assignedToId!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Euros: the amount of the last quote.' }) quotedAmount!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "Euros: the job's value once won." }) wonValue!: number | null;
  @ApiProperty({ enum: LEAD_LOST_REASONS, nullable: true, description: 'Why the lead was lost.' }) lostReason!: LeadLostReason | null;
  @ApiProperty({
    type: Date,
    nullable: true,
    description: 'When staff first answered (a contact recorded, or the move to contacted); the first response time runs from receivedAt.',
  })
  firstResponseAt!: Date | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'The day to get back to the lead (Europe/Madrid): due that day, overdue after while the lead is open.',
  })
  followUpOn!: string | null;
  @ApiProperty({ description: 'Full name, whichever form was used.' }) name!: string;
  @ApiProperty({ description: 'Empty when staff entered the lead without it.' }) email!: string;
  @ApiProperty({ description: 'Empty when staff entered the lead without it.' }) phone!: string;
  @ApiProperty({ description: 'The form fields exactly as sent (quote or contact).', type: 'object', additionalProperties: true })
  fields!: Record<string, string | boolean | undefined>;
  @ApiProperty({ description: 'Page, language, referrer and UTM values sent with the lead.', type: 'object', additionalProperties: true })
  origin!: Record<string, unknown>;

  static from(lead: Lead): AdminLeadDto {
    return {
      id: lead.id,
      kind: lead.kind,
      status: lead.status,
      channel: lead.channel,
      statusNote: lead.statusNote ?? null,
      isSpam: lead.isSpam,
      isEmergency: isEmergency(lead),
      receivedAt: lead.receivedAt,
      updatedAt: lead.updatedAt ?? null,
      assignedToId: lead.assignedToId ?? null,
      quotedAmount: lead.quotedAmount ?? null,
      wonValue: lead.wonValue ?? null,
      lostReason: lead.lostReason ?? null,
      firstResponseAt: lead.firstResponseAt ?? null,
      followUpOn: lead.followUpOn ?? null,
      name: leadPersonName(lead),
      email: lead.fields.email,
      phone: lead.fields.phone,
      fields: { ...lead.fields },
      origin: { ...lead.origin },
    };
  }
}

export class AdminLeadPageDto {
  @ApiProperty({ type: [AdminLeadDto] }) data!: AdminLeadDto[];
  @ApiProperty({ type: String, nullable: true, description: 'The cursor of the next page (pass it as `cursor`); null on the last page.' })
  next!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: `How many leads match, counted up to ${LEAD_COUNT_CAP}; on the first page only (null with a cursor).`,
  })
  total!: number | null;
  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: `true when more than ${LEAD_COUNT_CAP} leads match (total is then ${LEAD_COUNT_CAP}); null with a cursor.`,
  })
  totalCapped!: boolean | null;
  @ApiProperty() pageSize!: number;
}

export class FollowUpListsDto {
  @ApiProperty({ format: 'date', description: "The office's calendar day (Europe/Madrid) the lists are for." }) today!: string;
  @ApiProperty({ type: [AdminLeadDto], description: `Open leads with a follow-up today, oldest first (at most ${FOLLOW_UP_LIST_LIMIT}).` })
  dueToday!: AdminLeadDto[];
  @ApiProperty({
    type: [AdminLeadDto],
    description: `Open leads with a follow-up before today, the earliest first (at most ${FOLLOW_UP_LIST_LIMIT}).`,
  })
  overdue!: AdminLeadDto[];
}

const DAY_EXAMPLE = '2026-03-01';

export class LeadStatsQueryDto {
  @ApiPropertyOptional({
    description: `First day of the period (Europe/Madrid), YYYY-MM-DD. Default: ${DEFAULT_STATS_DAYS - 1} days before \`to\`.`,
    format: 'date',
    example: DAY_EXAMPLE,
  })
  @IsOptional()
  @IsISO8601({ strict: true }, rule('invalidInput'))
  @Matches(DAY_PATTERN, rule('invalidInput'))
  @IsString(rule('invalidInput'))
  from?: string;

  @ApiPropertyOptional({
    description: `Last day of the period (Europe/Madrid), YYYY-MM-DD, included; on or after \`from\`, at most ${MAX_STATS_DAYS} days in all. Default: today.`,
    format: 'date',
    example: '2026-03-30',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, rule('invalidInput'))
  @Matches(DAY_PATTERN, rule('invalidInput'))
  @IsString(rule('invalidInput'))
  to?: string;
}

class LeadDayCountDto {
  @ApiProperty({ format: 'date', example: DAY_EXAMPLE }) date!: string;
  @ApiProperty({ example: 3 }) count!: number;
}

class LeadKeyCountDto {
  @ApiProperty({ type: String, nullable: true, description: 'The value; null for leads without it (no UTM, no referrer, no page).' })
  key!: string | null;
  @ApiProperty({ example: 3 }) count!: number;
}

const GROUP_ORDER = 'Ordered by count, highest first, then by key.';

class LeadFunnelRowDto {
  @ApiProperty({ type: String, nullable: true, description: 'The UTM source or campaign; null for leads without one.' })
  key!: string | null;
  @ApiProperty({ example: 12, description: 'Leads received in the period.' }) leads!: number;
  @ApiProperty({
    example: 9,
    description: 'Of those, leads whose timeline reached contacted (or a later stage), or with a contact recorded.',
  })
  contacted!: number;
  @ApiProperty({ example: 5, description: 'Of those, leads whose timeline reached quoted or won.' }) quoted!: number;
  @ApiProperty({ example: 2, description: 'Of those, leads whose timeline reached won.' }) won!: number;
}

class LeadWonValueDto {
  @ApiProperty({ type: String, nullable: true, description: 'The UTM source; null for leads without one.' }) key!: string | null;
  @ApiProperty({ example: 2, description: "The period's leads standing at won." }) won!: number;
  @ApiProperty({ example: 9400.5, description: 'The sum of their won values, in euros.' }) value!: number;
}

class LeadResponseWeekDto {
  @ApiProperty({ example: '2026-W13', description: 'ISO week (YYYY-Www) of arrival, Madrid time.' }) week!: string;
  @ApiProperty({ format: 'date', example: '2026-03-23', description: 'Its Monday.' }) weekStart!: string;
  @ApiProperty({ example: 4, description: 'Leads of the period received that week.' }) leads!: number;
  @ApiProperty({ example: 3, description: 'Of those, leads with a first response (a contact or the move to contacted).' })
  responded!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 42.5,
    description: 'Median minutes from arrival to the first response of those leads (one decimal); null when none was answered.',
  })
  medianMinutes!: number | null;
}

export class LeadStatsDto {
  @ApiProperty({ format: 'date', description: 'First day of the period (Europe/Madrid).' }) from!: string;
  @ApiProperty({ format: 'date', description: 'Last day of the period (Europe/Madrid), included.' }) to!: string;
  @ApiProperty({ description: 'Leads received in the period, without those caught by the anti-spam trap.' }) total!: number;
  @ApiProperty({ type: [LeadDayCountDto], description: 'Every day of the period in order, days without leads included (0).' })
  byDay!: LeadDayCountDto[];
  @ApiProperty({ type: [LeadKeyCountDto], description: `By kind (quote, contact). ${GROUP_ORDER}` }) byKind!: LeadKeyCountDto[];
  @ApiProperty({ type: [LeadKeyCountDto], description: `By language of the page (en, es). ${GROUP_ORDER}` })
  byLanguage!: LeadKeyCountDto[];
  @ApiProperty({
    type: [LeadKeyCountDto],
    description: `By utm_source; a lead entered by staff without one counts under its channel (phone, whatsapp, in-person). ${GROUP_ORDER}`,
  })
  byUtmSource!: LeadKeyCountDto[];
  @ApiProperty({ type: [LeadKeyCountDto], description: `By utm_campaign. ${GROUP_ORDER}` }) byUtmCampaign!: LeadKeyCountDto[];
  @ApiProperty({ type: [LeadKeyCountDto], description: `By host of the referrer, lower case (null: direct). ${GROUP_ORDER}` })
  byReferrerHost!: LeadKeyCountDto[];
  @ApiProperty({ type: [LeadKeyCountDto], description: `By path of the page the form was sent from. ${GROUP_ORDER}` })
  byLandingPage!: LeadKeyCountDto[];
  @ApiProperty({ type: [LeadFunnelRowDto], description: `Funnel per utm_source. Ordered by leads, highest first, then by key.` })
  funnelBySource!: LeadFunnelRowDto[];
  @ApiProperty({ type: [LeadFunnelRowDto], description: `Funnel per utm_campaign. Ordered by leads, highest first, then by key.` })
  funnelByCampaign!: LeadFunnelRowDto[];
  @ApiProperty({
    type: [LeadWonValueDto],
    description: 'Value won per utm_source (sources with a won lead). Ordered by value, highest first.',
  })
  wonValueBySource!: LeadWonValueDto[];
  @ApiProperty({
    type: [LeadResponseWeekDto],
    description: 'Every ISO week the period touches, in order, with the median first response time.',
  })
  responseByWeek!: LeadResponseWeekDto[];
}

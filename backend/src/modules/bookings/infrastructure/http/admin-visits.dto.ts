import {
  LANGUAGES,
  type Language,
  VISIT_KINDS,
  VISIT_SOURCES,
  VISIT_STATUSES,
  type VisitKind,
  type VisitSource,
  type VisitStatus,
} from '@costa-sol/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsISO8601, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { rule } from '../../../../shared/http/validation-rule';
import { OfficeVisitContactBodyDto } from './visit-contact-body.dto';
import type { Visit } from '../../domain/visit';

const TOWN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CHANGED_STATUSES = ['done', 'no-show', 'cancelled'] as const;
type ChangedStatus = (typeof CHANGED_STATUSES)[number];

function Instant(description: string, required: boolean): PropertyDecorator {
  return (target, key) => {
    (required ? ApiProperty : ApiPropertyOptional)({ format: 'date-time', example: '2026-12-01T09:00:00.000Z', description })(target, key);
    IsISO8601({ strict: true }, rule('invalidInput'))(target, key);
    IsString(rule('invalidInput'))(target, key);
    if (required) IsDefined(rule('required'))(target, key);
    else IsOptional()(target, key);
  };
}

export class VisitRangeQueryDto {
  @Instant('From this instant, included (the first day of the week or the day shown, at local midnight).', true)
  from!: string;

  @Instant('To this instant, not included; at most 62 days after from.', true)
  to!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'One technician only. A technician always gets only their own.' })
  @IsOptional()
  @IsUUID('all', rule('invalidInput'))
  technicianId?: string;
}

export class StatsRangeQueryDto {
  @Instant('From this instant, included.', true)
  from!: string;

  @Instant('To this instant, not included.', true)
  to!: string;
}

class VisitContactDto {
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() address!: string;
  @ApiProperty() notes!: string;
  @ApiProperty({ enum: LANGUAGES }) language!: Language;
}

export class AdminVisitDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) leadId!: string | null;
  @ApiProperty({ format: 'uuid' }) technicianId!: string;
  @ApiProperty({ enum: VISIT_KINDS }) kind!: VisitKind;
  @ApiProperty({ example: 'marbella', description: "The town's English slug." }) town!: string;
  @ApiProperty({ example: 'Marbella', description: "The town's name in the staff user's language." }) townName!: string;
  @ApiProperty({ format: 'date-time' }) start!: string;
  @ApiProperty({ format: 'date-time' }) end!: string;
  @ApiProperty({ enum: VISIT_STATUSES }) status!: VisitStatus;
  @ApiProperty({ enum: VISIT_SOURCES }) source!: VisitSource;
  @ApiProperty({ type: VisitContactDto }) contact!: VisitContactDto;

  static from(visit: Visit, townName: string): AdminVisitDto {
    return {
      id: visit.id,
      leadId: visit.leadId,
      technicianId: visit.technicianId,
      kind: visit.kind,
      town: visit.town,
      townName,
      start: visit.start.toISOString(),
      end: visit.end.toISOString(),
      status: visit.status,
      source: visit.source,
      contact: { ...visit.contact },
    };
  }
}

export class OfficeVisitDto extends OfficeVisitContactBodyDto {
  @ApiProperty({ format: 'uuid', description: 'The staff user who makes the visit.' })
  @IsUUID('all', rule('invalidInput'))
  @IsDefined(rule('required'))
  technicianId!: string;

  @ApiProperty({ enum: VISIT_KINDS, example: 'survey' })
  @IsIn(VISIT_KINDS, rule('invalidOption'))
  @IsDefined(rule('required'))
  kind!: VisitKind;

  @ApiProperty({
    example: 'marbella',
    maxLength: 80,
    description: "The town's slug (English or Spanish); one it had before a slug change is followed.",
  })
  @Matches(TOWN_SLUG, rule('invalidOption'))
  @MaxLength(80, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  town!: string;

  @Instant('Any start in the technician’s free time; the visit lasts as the rules say for its kind.', true)
  start!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The lead the visit is for.' })
  @IsOptional()
  @IsUUID('all', rule('invalidInput'))
  leadId?: string;
}

export class VisitChangeDto {
  @Instant('A new start: the visit keeps its length; the visitor is told.', false)
  start?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Another staff user to make the visit; the visitor is told.' })
  @IsOptional()
  @IsUUID('all', rule('invalidInput'))
  technicianId?: string;

  @ApiPropertyOptional({ enum: CHANGED_STATUSES, description: 'After the visit: done or no-show; or cancelled, which frees the time.' })
  @IsOptional()
  @IsIn(CHANGED_STATUSES, rule('invalidOption'))
  status?: ChangedStatus;
}

class VisitsBySourceDto {
  @ApiProperty() online!: number;
  @ApiProperty() office!: number;
}

export class BookingStatsDto {
  @ApiProperty({ type: VisitsBySourceDto, description: 'Visits booked in the period (by when they were booked), per source.' })
  bySource!: VisitsBySourceDto;

  @ApiProperty({ description: 'Visits of the period (by their start) marked no-show.' })
  noShows!: number;

  @ApiProperty({ description: 'Quote requests received in the period (spam left out).' })
  quoteLeads!: number;

  @ApiProperty({ description: 'Of those, the ones with a visit booked online.' })
  quoteLeadsBookedOnline!: number;

  @ApiProperty({ type: Number, nullable: true, example: 0.25, description: 'quoteLeadsBookedOnline / quoteLeads; null without quotes.' })
  onlineBookingShare!: number | null;
}

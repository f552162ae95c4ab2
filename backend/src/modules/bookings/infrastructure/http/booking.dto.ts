import { LANGUAGES, type Language, VISIT_KINDS, VISIT_STATUSES, type VisitKind, type VisitStatus } from '@costa-sol/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsISO8601, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { rule } from '../../../../shared/http/validation-rule';
import { VisitContactBodyDto } from './visit-contact-body.dto';
import type { BookingRequest } from '../../application/book-visit.use-case';
import { LangQueryDto } from '../../../../shared/http/lang-query.dto';

const TOWN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function VisitKindField(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ enum: VISIT_KINDS, example: 'survey' })(target, key);
    IsIn(VISIT_KINDS, rule('invalidOption'))(target, key);
    IsDefined(rule('required'))(target, key);
  };
}

function TownField(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({
      example: 'marbella',
      description: "The town's slug (English or Spanish), as on its page; one it had before a slug change is followed.",
      maxLength: 80,
    })(target, key);
    Matches(TOWN_SLUG, rule('invalidOption'))(target, key);
    MaxLength(80, rule('tooLong'))(target, key);
    IsString(rule('invalidInput'))(target, key);
    IsDefined(rule('required'))(target, key);
  };
}

export class SlotsQueryDto extends LangQueryDto {
  @VisitKindField()
  kind!: VisitKind;

  @TownField()
  town!: string;
}

class SlotDto {
  @ApiProperty({ format: 'date-time', example: '2026-12-01T09:00:00.000Z' })
  start!: string;

  @ApiProperty({ format: 'date-time', example: '2026-12-01T10:00:00.000Z' })
  end!: string;
}

export class SlotsDto {
  @ApiProperty({ example: 'marbella', description: "The town's English slug." })
  town!: string;

  @ApiProperty({
    enum: ['online', 'appointment-only', 'unserved'],
    description: 'online: pick a time below; appointment-only: the office arranges visits by phone; unserved: no visits.',
  })
  availability!: 'online' | 'appointment-only' | 'unserved';

  @ApiProperty({ type: [SlotDto], description: 'Free times, earliest first (at most 200); empty unless online.' })
  slots!: SlotDto[];

  @ApiPropertyOptional({ description: 'What to tell the visitor when there is no time to pick, in the language asked.' })
  message?: string;
}

export class BookingDto extends VisitContactBodyDto {
  @VisitKindField()
  kind!: VisitKind;

  @TownField()
  town!: string;

  @ApiProperty({ format: 'date-time', example: '2026-12-01T09:00:00.000Z', description: 'The start of one of the free times.' })
  @IsISO8601({ strict: true }, rule('invalidInput'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  start!: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      "The id POST /api/quotes answered, when the visitor books right after asking for a quote: with the same e-mail address, the visit is linked to that lead and the lead moves to 'survey-booked'. Without it, the visitor's latest open quote request from the same address within 30 days is used.",
  })
  @IsOptional()
  @IsUUID('all', rule('invalidInput'))
  leadId?: string;
}

export class BookedVisitDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: VISIT_KINDS })
  kind!: VisitKind;

  @ApiProperty({ example: 'marbella' })
  town!: string;

  @ApiProperty({ format: 'date-time' })
  start!: string;

  @ApiProperty({ format: 'date-time' })
  end!: string;
}

const MANAGE_TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function ManageTokenField(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ description: "The token of the visitor's manage link (the e-mail's `?manage=`).", maxLength: 512 })(target, key);
    Matches(MANAGE_TOKEN, rule('invalidInput'))(target, key);
    MaxLength(512, rule('tooLong'))(target, key);
    IsString(rule('invalidInput'))(target, key);
    IsDefined(rule('required'))(target, key);
  };
}

export class ManageQueryDto {
  @ManageTokenField()
  token!: string;
}

export class CancelVisitDto {
  @ManageTokenField()
  token!: string;
}

export class RescheduleVisitDto {
  @ManageTokenField()
  token!: string;

  @ApiProperty({ format: 'date-time', example: '2026-12-02T09:00:00.000Z', description: 'The start of one of the free times.' })
  @IsISO8601({ strict: true }, rule('invalidInput'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  start!: string;
}

export class ManagedVisitDto extends BookedVisitDto {
  @ApiProperty({ enum: VISIT_STATUSES })
  status!: VisitStatus;

  @ApiProperty({ enum: LANGUAGES, description: 'The language the visit was booked in.' })
  language!: Language;
}

/** The use case's request from the checked body; `language` when the body names none (the page's). */
export function bookingRequest(dto: BookingDto, language: Language): BookingRequest {
  return {
    kind: dto.kind,
    town: dto.town,
    start: new Date(dto.start),
    contact: {
      name: dto.name,
      email: dto.email,
      phone: dto.phone,
      address: dto.address ?? '',
      notes: dto.notes ?? '',
      language: dto.language ?? language,
    },
    leadId: dto.leadId,
  };
}

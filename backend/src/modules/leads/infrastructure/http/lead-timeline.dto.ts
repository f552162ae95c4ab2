import {
  LEAD_CHANNELS,
  type LeadChannel,
  LEAD_CONTACT_CHANNELS,
  LEAD_LOST_REASONS,
  type LeadContactChannel,
  type LeadLostReason,
  LEAD_EMAIL_RECIPIENTS,
  LEAD_EVENT_KINDS,
  LEAD_NOTE_LIMITS,
  LEAD_STATUSES,
  type LeadEmailRecipient,
  type LeadEventKind,
  type LeadStatus,
} from '@costa-sol/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { rule, Trim, TrimToUndefined } from '../../../../shared/http/validation-rule';
import type { LeadWithTimeline } from '../../application/get-lead.use-case';
import type { LeadEvent } from '../../domain/lead-event';
import { AdminLeadDto } from './admin-lead.dto';

export class LeadNoteDto {
  @ApiProperty({ minLength: LEAD_NOTE_LIMITS.min, maxLength: LEAD_NOTE_LIMITS.max, example: 'Called: she wants a visit next week.' })
  @Trim()
  @MaxLength(LEAD_NOTE_LIMITS.max, rule('tooLong'))
  @MinLength(LEAD_NOTE_LIMITS.min, rule('required'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  text!: string;
}

export class LeadEventDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: LEAD_EVENT_KINDS }) kind!: LeadEventKind;
  @ApiProperty() at!: Date;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The staff user who did it; null for the system.' })
  authorId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The author's name as it is now." }) authorName!: string | null;
  @ApiPropertyOptional({ description: 'note: its text.' }) text?: string;
  @ApiPropertyOptional({ enum: LEAD_STATUSES, description: 'stage: the stage before.' }) from?: LeadStatus;
  @ApiPropertyOptional({ enum: LEAD_STATUSES, description: 'stage: the stage after.' }) to?: LeadStatus;
  @ApiPropertyOptional({ description: 'stage, contact: the note given with it.' }) note?: string;
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'assigned: the new assignee, null for no one.' })
  assigneeId?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: "assigned: the new assignee's name." }) assigneeName?: string | null;
  @ApiPropertyOptional({ description: 'stage quoted: the amount in euros.' }) amount?: number;
  @ApiPropertyOptional({ description: "stage won: the job's value in euros." }) value?: number;
  @ApiPropertyOptional({ enum: LEAD_LOST_REASONS, description: 'stage lost: why.' }) lostReason?: LeadLostReason;
  @ApiPropertyOptional({ enum: LEAD_CONTACT_CHANNELS, description: 'contact: how the person was reached.' }) channel?: LeadContactChannel;
  @ApiPropertyOptional({ enum: LEAD_EMAIL_RECIPIENTS, description: 'email: who it went to.' }) recipient?: LeadEmailRecipient;
  @ApiPropertyOptional({ description: 'email: its subject.' }) subject?: string;
  @ApiPropertyOptional({ enum: LEAD_CHANNELS, description: 'entered: how the lead reached the business.' }) leadChannel?: LeadChannel;
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'follow-up: the new date, null when cleared.' })
  followUpOn?: string | null;

  static from(event: LeadEvent): LeadEventDto {
    const base = { id: event.id, at: event.at, authorId: event.authorId ?? null, authorName: event.authorName ?? null };
    const { details } = event;
    switch (details.kind) {
      case 'note':
        return { ...base, kind: 'note', text: details.text };
      // Fields left undefined are not sent.
      case 'stage':
      case 'contact':
        return { ...base, ...details };
      case 'assigned':
        return { ...base, kind: 'assigned', assigneeId: details.assigneeId ?? null, assigneeName: event.assigneeName ?? null };
      case 'email':
        return { ...base, kind: 'email', recipient: details.recipient, subject: details.subject };
      case 'entered':
        return { ...base, kind: 'entered', leadChannel: details.channel };
      case 'follow-up':
        return { ...base, kind: 'follow-up', followUpOn: details.on ?? null };
    }
  }
}

export class LeadTimelineDto {
  @ApiProperty({ type: [LeadEventDto], description: 'Newest first.' }) timeline!: LeadEventDto[];
}

export class AdminLeadDetailDto extends AdminLeadDto {
  @ApiProperty({
    type: [LeadEventDto],
    description: 'Notes, stage changes, assignments, contacts, follow-up dates, e-mails and its entry by staff, newest first.',
  })
  timeline!: LeadEventDto[];

  static withTimeline({ lead, timeline }: LeadWithTimeline): AdminLeadDetailDto {
    return { ...AdminLeadDto.from(lead), timeline: timeline.map((event) => LeadEventDto.from(event)) };
  }
}

export class LeadContactDto {
  @ApiProperty({ enum: LEAD_CONTACT_CHANNELS, example: 'call' })
  @IsIn(LEAD_CONTACT_CHANNELS, rule('invalidOption'))
  @IsDefined(rule('required'))
  channel!: LeadContactChannel;

  @ApiPropertyOptional({ maxLength: LEAD_NOTE_LIMITS.max, example: 'She will send photos of the unit.' })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(LEAD_NOTE_LIMITS.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  note?: string;
}

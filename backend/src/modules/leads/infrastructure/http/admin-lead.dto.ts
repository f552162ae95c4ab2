import { ADMIN_FIELD_LIMITS, LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '@costa-sol/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { rule, TrimToUndefined } from '../../../../shared/http/validation-rule';
import { MAX_PAGE_SIZE } from '../../application/list-leads.use-case';
import { type Lead, leadPersonName } from '../../domain/lead';

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
}

export class LeadListQueryDto extends LeadFilterQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, rule('invalidInput'))
  @IsInt(rule('invalidInput'))
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE_SIZE, rule('invalidInput'))
  @Min(1, rule('invalidInput'))
  @IsInt(rule('invalidInput'))
  pageSize?: number;
}

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
}

export class AdminLeadDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: LEAD_KINDS }) kind!: LeadKind;
  @ApiProperty({ enum: LEAD_STATUSES }) status!: LeadStatus;
  @ApiProperty({ type: String, nullable: true }) statusNote!: string | null;
  @ApiProperty() isSpam!: boolean;
  @ApiProperty() receivedAt!: Date;
  @ApiProperty({ type: Date, nullable: true }) updatedAt!: Date | null;
  @ApiProperty({ description: 'Full name, whichever form was used.' }) name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty({ description: 'The form fields exactly as sent (quote or contact).', type: 'object', additionalProperties: true })
  fields!: Record<string, string | boolean | undefined>;
  @ApiProperty({ description: 'Page, language, referrer and UTM values sent with the lead.', type: 'object', additionalProperties: true })
  origin!: Record<string, unknown>;

  static from(lead: Lead): AdminLeadDto {
    return {
      id: lead.id,
      kind: lead.kind,
      status: lead.status,
      statusNote: lead.statusNote ?? null,
      isSpam: lead.isSpam,
      receivedAt: lead.receivedAt,
      updatedAt: lead.updatedAt ?? null,
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
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

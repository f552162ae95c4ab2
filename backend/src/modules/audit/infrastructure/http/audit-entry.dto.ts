import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { rule } from '../../../../shared/http/validation-rule';
import type { AuditEntry } from '../../domain/audit-entry';

const MAX_PAGE = 100;

export class AuditQueryDto {
  @ApiPropertyOptional({ example: 'qa/pages', description: 'Only changes to this kind of entity (the admin path after /api/admin/).' })
  @IsOptional()
  @MaxLength(80, rule('tooLong'))
  @Matches(/^[a-z0-9/-]+$/, rule('invalidInput'))
  @IsString(rule('invalidInput'))
  entityType?: string;

  @ApiPropertyOptional({ description: 'Only changes to this entity (its id or slug).' })
  @IsOptional()
  @MaxLength(120, rule('tooLong'))
  @IsString(rule('invalidInput'))
  entityId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "The previous page's `next`: entries older than that one." })
  @IsOptional()
  @IsUUID('4', rule('invalidInput'))
  before?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE, rule('invalidInput'))
  @Min(1, rule('invalidInput'))
  @IsInt(rule('invalidInput'))
  limit?: number;
}

class AuditActorDto {
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) userId!: string | null;
  @ApiProperty({ example: 'office@costasolhvac.example' }) email!: string;
  @ApiProperty({ type: String, nullable: true, example: 'office' }) role!: string | null;
}

export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: AuditActorDto }) actor!: AuditActorDto;
  @ApiProperty({ example: 'PATCH /api/admin/qa/pages/{id}' }) action!: string;
  @ApiProperty({ example: 'qa/pages' }) entityType!: string;
  @ApiProperty({ type: String, nullable: true }) entityId!: string | null;
  @ApiProperty({ description: 'The entity as the API showed it before the change; null for a creation.', nullable: true })
  before!: unknown;
  @ApiProperty({ description: 'The answer of the change; null for a deletion.', nullable: true })
  after!: unknown;

  static from(entry: AuditEntry): AuditEntryDto {
    return { ...entry, at: entry.at.toISOString() };
  }
}

export class AuditPageDto {
  @ApiProperty({ type: [AuditEntryDto] }) entries!: AuditEntryDto[];
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Pass as `before` for the next page; null on the last.' })
  next!: string | null;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsISO8601, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';
import type { DayOffEntry } from '../../application/admin/admin-bookings';
import { rule, TrimToUndefined } from '../../../../shared/http/validation-rule';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function DayField(description: string): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ format: 'date', example: '2026-12-24', description })(target, key);
    IsISO8601({ strict: true }, rule('invalidInput'))(target, key);
    Matches(DAY, rule('invalidInput'))(target, key);
    IsString(rule('invalidInput'))(target, key);
    IsDefined(rule('required'))(target, key);
  };
}

export class DayOffInputDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The staff user off, or null for a holiday for everyone.' })
  @ValidateIf((_dto, value) => value !== null)
  @IsUUID('all', rule('invalidInput'))
  @IsDefined(rule('required'))
  technicianId!: string | null;

  @DayField('First day off (Europe/Madrid).')
  firstDay!: string;

  @DayField('Last day off, included; on or after firstDay.')
  lastDay!: string;

  @ApiPropertyOptional({ example: 'Christmas', maxLength: 120 })
  @IsOptional()
  @MaxLength(120, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @TrimToUndefined()
  reason?: string;
}

export class DayOffDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) technicianId!: string | null;
  @ApiProperty({ format: 'date' }) firstDay!: string;
  @ApiProperty({ format: 'date' }) lastDay!: string;
  @ApiProperty() reason!: string;

  static from(entry: DayOffEntry): DayOffDto {
    return { ...entry };
  }
}

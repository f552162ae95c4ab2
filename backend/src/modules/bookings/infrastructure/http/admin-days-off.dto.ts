import { dayOffSchema } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import { entityApiSchema } from '../../../../shared/http/entity-api-schema';
import type { DayOffEntry } from '../../application/admin/admin-bookings';

/** The body the office sends: common's day-off schema. */
export const DAY_OFF_BODY = entityApiSchema('DayOffInputDto', dayOffSchema);

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

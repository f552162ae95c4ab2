import { dayOffSchema } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import { entityApiSchema } from '../../../../shared/http/entity-api-schema';
import type { DayOffEntry } from '../../application/admin/admin-bookings';
import type { ListedDayOff } from '../../application/admin/list-days-off.use-case';

/** The body the office sends: common's day-off schema. */
export const DAY_OFF_BODY = entityApiSchema('DayOffInputDto', dayOffSchema);

export class DayOffDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null for a holiday closure of the business settings' })
  id!: string | null;
  @ApiProperty({
    enum: ['office', 'settings'],
    description: 'office: added here, removable by its id; settings: a holiday closure of the business settings, changed there',
  })
  source!: 'office' | 'settings';
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) technicianId!: string | null;
  @ApiProperty({ format: 'date' }) firstDay!: string;
  @ApiProperty({ format: 'date' }) lastDay!: string;
  @ApiProperty() reason!: string;

  static from(entry: ListedDayOff | DayOffEntry): DayOffDto {
    return { source: 'office', ...entry };
  }
}

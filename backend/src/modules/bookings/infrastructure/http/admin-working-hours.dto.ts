import { type WorkingHoursBody, workingHoursSchema } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import { entityApiSchema } from '../../../../shared/http/entity-api-schema';
import type { ListedStaffWeek, WorkingHoursBlock } from '../../application/admin/admin-bookings';

class WorkingHoursDto {
  @ApiProperty({ minimum: 1, maximum: 7, example: 1, description: 'ISO weekday: 1 Monday … 7 Sunday.' })
  weekday!: number;

  @ApiProperty({ example: '09:00', pattern: '^\\d{2}:\\d{2}$', description: 'Local time (Europe/Madrid), HH:MM.' })
  start!: string;

  @ApiProperty({ example: '14:00', pattern: '^\\d{2}:\\d{2}$', description: 'Local time, HH:MM, after start; 24:00 for midnight.' })
  end!: string;
}

/** The body the office sends: common's working-hours schema. */
export const WORKING_HOURS_BODY = entityApiSchema('WorkingHoursListDto', workingHoursSchema);

const toMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export function workingHoursOf(dto: WorkingHoursBody): WorkingHoursBlock[] {
  return dto.hours.map((block) => ({ weekday: block.weekday, startMinute: toMinute(block.start), endMinute: toMinute(block.end) }));
}

export class StaffWeekDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Ana García' }) name!: string;
  @ApiProperty({ enum: ['owner', 'office', 'technician'] }) role!: string;
  @ApiProperty({ type: [WorkingHoursDto] }) hours!: WorkingHoursDto[];
  @ApiProperty({
    description:
      "No staff user has working hours yet, and this is the first active owner: the online booking offers the business's opening hours and books the visits to them.",
  })
  standsIn!: boolean;

  static from(week: ListedStaffWeek): StaffWeekDto {
    return {
      id: week.id,
      name: week.name,
      role: week.role,
      hours: week.hours.map((block) => ({ weekday: block.weekday, start: toTime(block.startMinute), end: toTime(block.endMinute) })),
      standsIn: week.standsIn,
    };
  }
}

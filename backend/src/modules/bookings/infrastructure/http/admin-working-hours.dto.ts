import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsDefined, ValidateBy } from 'class-validator';
import type { ListedStaffWeek, WorkingHoursBlock } from '../../application/admin/admin-bookings';
import { rule } from '../../../../shared/http/validation-rule';

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const END_OF_DAY = '24:00';

class WorkingHoursDto {
  @ApiProperty({ minimum: 1, maximum: 7, example: 1, description: 'ISO weekday: 1 Monday … 7 Sunday.' })
  weekday!: number;

  @ApiProperty({ example: '09:00', pattern: '^\\d{2}:\\d{2}$', description: 'Local time (Europe/Madrid), HH:MM.' })
  start!: string;

  @ApiProperty({ example: '14:00', pattern: '^\\d{2}:\\d{2}$', description: 'Local time, HH:MM, after start; 24:00 for midnight.' })
  end!: string;
}

function isWorkingHours(value: unknown): value is WorkingHoursDto {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort().join(',');
  if (keys !== 'end,start,weekday') return false;
  const { weekday, start, end } = value as Record<string, unknown>;
  return (
    Number.isInteger(weekday) &&
    typeof weekday === 'number' &&
    weekday >= 1 &&
    weekday <= 7 &&
    typeof start === 'string' &&
    TIME.test(start) &&
    typeof end === 'string' &&
    (TIME.test(end) || end === END_OF_DAY)
  );
}

/** Each item is checked whole: the shared pipe reports fields, not items of a list. */
function EachWorkingHours(): PropertyDecorator {
  return ValidateBy(
    { name: 'workingHours', validator: { validate: (value: unknown) => Array.isArray(value) && value.every(isWorkingHours) } },
    rule('invalidInput'),
  );
}

export class WorkingHoursListDto {
  @ApiProperty({ type: [WorkingHoursDto], maxItems: 70, description: 'The whole week; blocks of one day must not overlap.' })
  @EachWorkingHours()
  @ArrayMaxSize(70, rule('tooLong'))
  @IsArray(rule('invalidInput'))
  @IsDefined(rule('required'))
  hours!: WorkingHoursDto[];
}

const toMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export function workingHoursOf(dto: WorkingHoursListDto): WorkingHoursBlock[] {
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

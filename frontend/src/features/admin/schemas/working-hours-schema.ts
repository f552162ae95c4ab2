import { type Language, WEEKDAYS, type Weekday, workingHoursSchema as workingHoursEntity } from '@costa-sol/common';
import { entityFormSchema } from '../../../lib/entity-form-schema';
import type { z } from '../../../lib/zod';
import type { StaffWeek } from '../api/get-staff-weeks';

type Block = StaffWeek['hours'][number];
const BLOCK = /^([01]\d|2[0-3]):([0-5]\d)\s*-\s*(([01]\d|2[0-3]):([0-5]\d)|24:00)$/;
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** "09:00-13:00, 15:00-19:00" → its blocks, or undefined when one is not a block, ends before it starts or overlaps. */
function blocksOf(text: string, weekday: Weekday): Block[] | undefined {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const blocks: Block[] = [];
  for (const part of parts) {
    const [start, end] = part.split('-').map((time) => time.trim());
    if (!BLOCK.test(part) || minuteOf(end) <= minuteOf(start)) return undefined;
    blocks.push({ weekday, start, end });
  }
  const sorted = [...blocks].sort((a, b) => minuteOf(a.start) - minuteOf(b.start));
  return sorted.some((block, i) => i > 0 && minuteOf(sorted[i - 1].end) > minuteOf(block.start)) ? undefined : sorted;
}

export type WorkingHoursFormValues = Record<`d${Weekday}`, string>;

/**
 * One text field per weekday (d1 Monday … d7 Sunday): common's working-hours schema; yields PUT
 * …/technicians/{id}/hours's body. A day that does not read as blocks is refused at its field.
 */
export function workingHoursSchema(language: Language, message: string) {
  const daysOf = (values: WorkingHoursFormValues) =>
    WEEKDAYS.map((weekday) => [weekday, blocksOf(values[`d${weekday}`], weekday)] as const);
  return entityFormSchema(
    workingHoursEntity,
    language,
    (values: WorkingHoursFormValues) => ({ hours: daysOf(values).flatMap(([, blocks]) => blocks ?? []) }),
    {
      own: (values) =>
        daysOf(values).flatMap(([weekday, blocks]) => (blocks ? [] : [[`d${weekday}`, 'invalidInput'] as [string, 'invalidInput']])),
      words: () => message,
    },
  );
}

export type WorkingHoursRequest = z.output<ReturnType<typeof workingHoursSchema>>;

export function workingHoursFormValues(hours: Block[]): WorkingHoursFormValues {
  const day = (weekday: Weekday) =>
    hours
      .filter((block) => block.weekday === weekday)
      .map((block) => `${block.start}-${block.end}`)
      .join(', ');
  return { d1: day(1), d2: day(2), d3: day(3), d4: day(4), d5: day(5), d6: day(6), d7: day(7) };
}

/** The server answers about `hours` as a whole, which no single field is: it shows above the form. */
export const isWorkingHoursField = (field: string): field is keyof WorkingHoursFormValues => /^d[1-7]$/.test(field);

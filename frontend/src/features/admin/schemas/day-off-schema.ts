import { dayOffSchema as dayOffEntity, type Language } from '@costa-sol/common';
import { entityFormSchema } from '../../../lib/entity-form-schema';
import type { z } from '../../../lib/zod';
import type { CalendarAdminText } from '../content/admin-text-calendar-en';
import { parseDayKey } from '../utils/calendar-time';
import { ownerFormWords } from './owner-form-words';
import { fieldGuard } from './qa-fields';

export interface DayOffFormValues {
  technicianId: string;
  firstDay: string;
  lastDay: string;
  reason: string;
}

/** Days off as the office types them: common's day-off schema; yields POST /api/admin/bookings/days-off's body ('' who: everyone). */
export function dayOffSchema(language: Language, t: CalendarAdminText['daysOff']) {
  const reasonWords = ownerFormWords(language, { reason: { max: 120 } });
  const day = (text: string) => text.trim();
  return entityFormSchema(
    dayOffEntity,
    language,
    (values: DayOffFormValues) => ({
      ...values,
      technicianId: values.technicianId || null,
      firstDay: day(values.firstDay),
      lastDay: day(values.lastDay),
    }),
    {
      // The API refuses a last day before the first as a whole; the form says so at the last day.
      own: ({ firstDay, lastDay }) =>
        parseDayKey(day(firstDay)) && parseDayKey(day(lastDay)) && day(lastDay) < day(firstDay) ? [['lastDay', 'invalidInput']] : [],
      words: (field, code, body) => {
        if (field !== 'firstDay' && field !== 'lastDay') return reasonWords(field, code, body);
        const text = String(body[field]);
        return text !== '' && parseDayKey(text) ? t.lastBeforeFirst : t.dayInvalid;
      },
    },
  );
}

export type DayOffRequest = z.output<ReturnType<typeof dayOffSchema>>;

export const DAY_OFF_DEFAULTS: DayOffFormValues = { technicianId: '', firstDay: '', lastDay: '', reason: '' };
export const isDayOffField = fieldGuard(DAY_OFF_DEFAULTS);

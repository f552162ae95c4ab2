import type { Language } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import type { CalendarAdminText } from '../content/admin-text-calendar-en';
import { parseDayKey } from '../utils/calendar-time';
import { fieldGuard, optionalText } from './qa-fields';

const dayField = (message: string) =>
  z.string().check(
    z.trim(),
    z.refine((text) => parseDayKey(text) !== undefined, message),
  );

/** Days off as the office types them; yields POST /api/admin/bookings/days-off's body ('' who: everyone). */
export function dayOffSchema(language: Language, t: CalendarAdminText['daysOff']) {
  return z.pipe(
    z
      .object({
        technicianId: z.pipe(
          z.string(),
          z.transform((id: string) => id || null),
        ),
        firstDay: dayField(t.dayInvalid),
        lastDay: dayField(t.dayInvalid),
        reason: optionalText(language, 120),
      })
      .check(
        z.superRefine((values, context) => {
          if (values.lastDay < values.firstDay) context.addIssue({ code: 'custom', path: ['lastDay'], message: t.lastBeforeFirst });
        }),
      ),
    z.transform((values) => ({ ...values, reason: values.reason || undefined })),
  );
}

export type DayOffFormValues = z.input<ReturnType<typeof dayOffSchema>>;
export type DayOffRequest = z.output<ReturnType<typeof dayOffSchema>>;

export const DAY_OFF_DEFAULTS: DayOffFormValues = { technicianId: '', firstDay: '', lastDay: '', reason: '' };
export const isDayOffField = fieldGuard(DAY_OFF_DEFAULTS);

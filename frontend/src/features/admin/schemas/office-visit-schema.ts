import {
  BOOKING_FIELD_LIMITS,
  EMAIL_PATTERN,
  type Language,
  LANGUAGES,
  LEAD_FIELD_LIMITS,
  PHONE_PATTERN,
  VALIDATION_MESSAGES,
  VISIT_KINDS,
} from '@costa-sol/common';
import { z } from '../../../lib/zod';
import type { CalendarAdminText } from '../content/admin-text-calendar-en';
import { instantOfOfficeStart } from '../utils/calendar-time';
import { fieldGuard, optionalText, requiredText } from './qa-fields';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A visit the office arranged by phone; yields POST /api/admin/visits's body (the start typed on the office clock). */
export function officeVisitSchema(language: Language, t: CalendarAdminText) {
  const v = VALIDATION_MESSAGES[language];
  return z.object({
    technicianId: z.string().check(z.minLength(1, v.required)),
    kind: z.enum(VISIT_KINDS),
    town: z.string().check(z.minLength(1, v.required)),
    start: z.pipe(
      z.string().check(z.refine((text) => instantOfOfficeStart(text) !== undefined, t.calendar.startInvalid)),
      z.transform((text: string) => instantOfOfficeStart(text)?.toISOString() ?? ''),
    ),
    name: requiredText(language, BOOKING_FIELD_LIMITS.name),
    // Optional: a phone-only lead is told by phone, and gets no e-mail.
    email: z.pipe(
      z.string().check(
        z.trim(),
        z.maxLength(LEAD_FIELD_LIMITS.email.max),
        z.refine((text) => text === '' || EMAIL_PATTERN.test(text), v.emailInvalid),
      ),
      z.transform((text: string) => text || undefined),
    ),
    phone: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, v.required),
        z.regex(PHONE_PATTERN, v.phoneInvalid),
        z.minLength(LEAD_FIELD_LIMITS.phone.min, v.phoneInvalid),
        z.maxLength(LEAD_FIELD_LIMITS.phone.max, v.phoneInvalid),
      ),
    address: optionalText(language, BOOKING_FIELD_LIMITS.address.max),
    notes: optionalText(language, BOOKING_FIELD_LIMITS.notes.max),
    language: z.enum(LANGUAGES),
    leadId: z.pipe(
      z.string().check(
        z.trim(),
        z.refine((text) => text === '' || UUID.test(text), t.newVisit.leadIdInvalid),
      ),
      z.transform((text: string) => text || undefined),
    ),
  });
}

export type OfficeVisitFormValues = z.input<ReturnType<typeof officeVisitSchema>>;
export type OfficeVisitFormRequest = z.output<ReturnType<typeof officeVisitSchema>>;

/** The person of the lead a visit is booked for, as its page shows them. */
export interface VisitLead {
  id: string;
  name: string;
  email: string;
  phone: string;
  language?: Language;
}

export const officeVisitDefaults = (language: Language, technicianId: string, town: string, lead?: VisitLead): OfficeVisitFormValues => ({
  technicianId,
  kind: 'survey',
  town,
  start: '',
  name: lead?.name ?? '',
  email: lead?.email ?? '',
  phone: lead?.phone ?? '',
  address: '',
  notes: '',
  language: lead?.language ?? language,
  leadId: lead?.id ?? '',
});

export const isOfficeVisitField = fieldGuard(officeVisitDefaults('en', '', ''));

import { ADMIN_FIELD_LIMITS, ADMIN_FORM_MESSAGES, type Language, LEAD_STATUSES } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import { fieldGuard } from './qa-fields';

const NOTE_MAX = ADMIN_FIELD_LIMITS.leadStatusNote.max;

/** The status change of a lead; yields PATCH /api/admin/leads/{id}/status's body (an empty note is not sent). */
export function leadStatusSchema(language: Language) {
  const m = ADMIN_FORM_MESSAGES[language];
  return z.object({
    status: z.enum(LEAD_STATUSES, { error: m.chooseStatus }),
    note: z.pipe(
      z.string().check(z.trim(), z.maxLength(NOTE_MAX, m.textMax(NOTE_MAX))),
      z.transform((note: string) => note || undefined),
    ),
  });
}

export type LeadStatusFormValues = z.input<ReturnType<typeof leadStatusSchema>>;
export type LeadStatusRequest = z.output<ReturnType<typeof leadStatusSchema>>;
export const isLeadStatusField = fieldGuard<LeadStatusFormValues>({ status: 'new', note: '' });

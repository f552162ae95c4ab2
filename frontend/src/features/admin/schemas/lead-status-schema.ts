import { type Language, LEAD_STATUSES } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import { adminText } from '../content/admin-text';
import { fieldGuard } from './qa-fields';

export const NOTE_MAX = 2000;

/** The status change of a lead; yields PATCH /api/admin/leads/{id}/status's body (an empty note is not sent). */
export function leadStatusSchema(language: Language) {
  const v = adminText[language].validation;
  return z.object({
    status: z.enum(LEAD_STATUSES, { error: v.chooseStatus }),
    note: z.pipe(
      z.string().check(z.trim(), z.maxLength(NOTE_MAX, v.max(NOTE_MAX))),
      z.transform((note: string) => note || undefined),
    ),
  });
}

export type LeadStatusFormValues = z.input<ReturnType<typeof leadStatusSchema>>;
export type LeadStatusRequest = z.output<ReturnType<typeof leadStatusSchema>>;
export const isLeadStatusField = fieldGuard<LeadStatusFormValues>({ status: 'new', note: '' });

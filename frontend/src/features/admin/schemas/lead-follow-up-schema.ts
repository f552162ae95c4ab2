import { isCalendarDate, type Language, VALIDATION_MESSAGES } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import { fieldGuard } from './qa-fields';

/** The follow-up form: PUT /api/admin/leads/{id}/follow-up's day, checked as the API checks it, with its words. */
export function leadFollowUpSchema(language: Language) {
  return z.object({
    on: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, VALIDATION_MESSAGES[language].required),
        z.refine(isCalendarDate, VALIDATION_MESSAGES[language].dateInvalid),
      ),
  });
}

export type LeadFollowUpFormValues = z.input<ReturnType<typeof leadFollowUpSchema>>;

export const isLeadFollowUpField = fieldGuard<LeadFollowUpFormValues>({ on: '' });

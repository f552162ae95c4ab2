import {
  ADMIN_FIELD_LIMITS,
  ADMIN_FORM_MESSAGES,
  type Language,
  hasWholeCents,
  LEAD_AMOUNT_LIMITS,
  LEAD_LOST_REASONS,
  LEAD_STAGE_FIGURES,
  LEAD_STATUSES,
  type LeadLostReason,
  type LeadStatus,
  VALIDATION_MESSAGES,
} from '@costa-sol/common';
import { z } from '../../../lib/zod';
import { fieldGuard } from './qa-fields';

const NOTE_MAX = ADMIN_FIELD_LIMITS.leadStatusNote.max;

/** What PATCH /api/admin/leads/{id}/status takes: the stage, a note, and the stage's figure (LEAD_STAGE_FIGURES) alone. */
export interface LeadStatusRequest {
  status: LeadStatus;
  note?: string;
  amount?: number;
  value?: number;
  lostReason?: LeadLostReason;
}

/**
 * The stage change of a lead. Quoted asks for the quote's amount, won for the job's value, lost for a reason, as the
 * API does (same limits and messages); the figures of the other stages are not sent.
 */
/** The figure a stage asks for, if any. */
function figureOf(status: LeadStatus) {
  return Object.entries(LEAD_STAGE_FIGURES).find(([stage]) => stage === status)?.[1];
}

/** A euro amount as typed ("1500", "1500,50"). */
const eurosOf = (text: string) => Number(text.replace(',', '.'));

export function leadStatusSchema(language: Language) {
  const m = ADMIN_FORM_MESSAGES[language];
  const v = VALIDATION_MESSAGES[language];
  const euros = z.string().check(z.trim());
  const form = z
    .object({
      status: z.enum(LEAD_STATUSES, { error: m.chooseStatus }),
      note: z.string().check(z.trim(), z.maxLength(NOTE_MAX, m.textMax(NOTE_MAX))),
      amount: euros,
      value: euros,
      lostReason: z.string(),
    })
    .check((context) => {
      const figure = figureOf(context.value.status);
      if (figure === 'lostReason') {
        if (!LEAD_LOST_REASONS.some((reason) => reason === context.value.lostReason))
          context.issues.push({ code: 'custom', path: ['lostReason'], message: v.required, input: context.value.lostReason });
      } else if (figure) {
        const text = context.value[figure];
        const euros = eurosOf(text);
        const message =
          text === ''
            ? v.required
            : !hasWholeCents(euros)
              ? v.invalidInput
              : euros < LEAD_AMOUNT_LIMITS.min
                ? v.tooSmall
                : euros > LEAD_AMOUNT_LIMITS.max
                  ? v.tooLarge
                  : undefined;
        if (message) context.issues.push({ code: 'custom', path: [figure], message, input: text });
      }
    });
  return z.pipe(
    form,
    z.transform(({ status, note, amount, value, lostReason }): LeadStatusRequest => {
      const figure = figureOf(status);
      const reason: LeadLostReason | undefined = LEAD_LOST_REASONS.find((known) => known === lostReason);
      return {
        status,
        ...(note && { note }),
        ...(figure === 'amount' && { amount: eurosOf(amount) }),
        ...(figure === 'value' && { value: eurosOf(value) }),
        ...(figure === 'lostReason' && reason && { lostReason: reason }),
      };
    }),
  );
}

export type LeadStatusFormValues = z.input<ReturnType<typeof leadStatusSchema>>;
export const isLeadStatusField = fieldGuard<LeadStatusFormValues>({ status: 'new', note: '', amount: '', value: '', lostReason: '' });

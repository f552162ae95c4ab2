import type { Language } from '../i18n/languages';

/**
 * What a lead's timeline records: staff notes, stage changes, assignments, e-mails sent, contacts made, the entry
 * of a lead that staff typed in (a phone call, a WhatsApp message, a visit), and follow-up dates.
 */
export const LEAD_EVENT_KINDS = ['note', 'stage', 'assigned', 'email', 'contact', 'entered', 'follow-up'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** A note on a lead: appended to its timeline, never edited. */
export const LEAD_NOTE_LIMITS = { min: 1, max: 5000 } as const;

/** Who an e-mail about a lead went to (the address itself is not repeated on the timeline). */
export const LEAD_EMAIL_RECIPIENTS = ['staff', 'visitor'] as const;
export type LeadEmailRecipient = (typeof LEAD_EMAIL_RECIPIENTS)[number];

/** Why a lead was lost, chosen from a short list so the reasons can be counted. */
export const LEAD_LOST_REASONS = ['price', 'chose-competitor', 'no-response', 'not-viable', 'postponed', 'other'] as const;
export type LeadLostReason = (typeof LEAD_LOST_REASONS)[number];

export const LEAD_LOST_REASON_LABELS: Record<Language, Record<LeadLostReason, string>> = {
  en: {
    price: 'Price',
    'chose-competitor': 'Chose a competitor',
    'no-response': 'No response',
    'not-viable': 'Not viable',
    postponed: 'Postponed',
    other: 'Other',
  },
  es: {
    price: 'Precio',
    'chose-competitor': 'Eligió a la competencia',
    'no-response': 'Sin respuesta',
    'not-viable': 'No viable',
    postponed: 'Aplazado',
    other: 'Otro',
  },
};

/** A quote's amount and a won job's value, in euros with at most two decimals. */
export const LEAD_AMOUNT_LIMITS = { min: 1, max: 9_999_999 } as const;

/**
 * A finite number of euros with at most two decimals. Compared in cents with a tolerance, since 1500.1 * 100 is not
 * exactly 150010 in floating point, and never through the number's text (3e-323 has no decimal point).
 */
export function hasWholeCents(euros: number): boolean {
  if (!Number.isFinite(euros)) return false;
  const cents = euros * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** The figure each stage asks for: quoted its amount, won its value, lost its reason; no other stage takes one. */
export const LEAD_STAGE_FIGURES = { quoted: 'amount', won: 'value', lost: 'lostReason' } as const;
export type LeadStageFigure = (typeof LEAD_STAGE_FIGURES)[keyof typeof LEAD_STAGE_FIGURES];

/** How staff reached the person, when they record a contact (the first one measures the first response time). */
export const LEAD_CONTACT_CHANNELS = ['call', 'email'] as const;
export type LeadContactChannel = (typeof LEAD_CONTACT_CHANNELS)[number];

/** The inbox's order: by arrival, newest or oldest first (each a keyset the pages follow). */
export const LEAD_LIST_SORTS = ['newest', 'oldest'] as const;
export type LeadListSort = (typeof LEAD_LIST_SORTS)[number];

export const LEAD_SEARCH_LIMITS = { qMax: 200, sourceMax: 200 } as const;

/**
 * The inbox counts the leads that match up to this many, then says "more than": an exact total over a broad search of
 * 100,000 leads would read every matching row on each first page (issue 23's bench row: p99 under 50 ms).
 */
export const LEAD_COUNT_CAP = 1000;

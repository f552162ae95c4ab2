import type { LeadStatus } from './lead-enums';

/**
 * Follow-up dates (issue 23): a calendar day in Europe/Madrid (YYYY-MM-DD) on which staff mean to get back to a lead.
 * A lead is due on that day and overdue after it, while it is open (not won or lost, and not caught by the spam trap).
 */
export const FOLLOW_UP_CLOSED_STATUSES: readonly LeadStatus[] = ['won', 'lost'];

export function isOpenForFollowUp(status: LeadStatus): boolean {
  return !FOLLOW_UP_CLOSED_STATUSES.includes(status);
}

/** The daily digest of due and overdue follow-ups is sent at this time of the office's clock (Europe/Madrid). */
export const FOLLOW_UP_DIGEST_TIME = { hour: 7, minute: 30 } as const;

/** At most this many leads in each dashboard list (due today, overdue) and in one person's digest. */
export const FOLLOW_UP_LIST_LIMIT = 100;

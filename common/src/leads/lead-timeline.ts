/** What a lead's timeline records: staff notes, stage changes, assignments, e-mails sent and contacts made. */
export const LEAD_EVENT_KINDS = ['note', 'stage', 'assigned', 'email', 'contact'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** A note on a lead: appended to its timeline, never edited. */
export const LEAD_NOTE_LIMITS = { min: 1, max: 5000 } as const;

/** Who an e-mail about a lead went to (the address itself is not repeated on the timeline). */
export const LEAD_EMAIL_RECIPIENTS = ['staff', 'visitor'] as const;
export type LeadEmailRecipient = (typeof LEAD_EMAIL_RECIPIENTS)[number];

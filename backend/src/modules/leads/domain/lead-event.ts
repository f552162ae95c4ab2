import type { LeadChannel, LeadContactChannel, LeadEmailRecipient, LeadLostReason, LeadStatus } from '@costa-sol/common';

/** What happened, by kind: the part of a timeline entry that is not who and when. */
export type LeadEventDetails =
  | { kind: 'note'; text: string }
  | { kind: 'stage'; from: LeadStatus; to: LeadStatus; note?: string; amount?: number; value?: number; lostReason?: LeadLostReason }
  | { kind: 'contact'; channel: LeadContactChannel; note?: string }
  | { kind: 'assigned'; assigneeId?: string }
  | { kind: 'email'; recipient: LeadEmailRecipient; subject: string }
  | { kind: 'entered'; channel: LeadChannel }
  /** `on` undefined: the follow-up date was cleared. */
  | { kind: 'follow-up'; on?: string };

/** One entry of a lead's timeline, as recorded: appended, never edited. */
export interface NewLeadEvent {
  leadId: string;
  /** The staff user who did it; none for what the system did (e-mails, a visitor's booking). */
  authorId?: string;
  at: Date;
  details: LeadEventDetails;
}

/** A recorded entry, with the names of the people it mentions as they are now. */
export interface LeadEvent extends NewLeadEvent {
  id: string;
  authorName?: string;
  assigneeName?: string;
}

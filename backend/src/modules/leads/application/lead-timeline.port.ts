import type { LeadEvent, NewLeadEvent } from '../domain/lead-event';

/** Port: a lead's timeline (notes, stage changes, assignments, e-mails). Joins the caller's transaction. */
export abstract class LeadTimeline {
  abstract record(event: NewLeadEvent): Promise<void>;
  /** The lead's entries, newest first. */
  abstract list(leadId: string): Promise<LeadEvent[]>;
}

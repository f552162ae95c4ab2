import type { Language, LeadChannel, LeadKind, LeadListSort, LeadStatus } from '@costa-sol/common';
import type { Lead } from '../domain/lead';
import type { LeadScope } from './lead-scope';

/** The inbox's search and filters; the export takes the same. */
export interface LeadSearch {
  kind?: LeadKind;
  status?: LeadStatus;
  /** Leads flagged by the honeypot are hidden unless asked for. */
  includeSpam?: boolean;
  /** Only the leads assigned to this staff user. */
  assignedToId?: string;
  /** How the lead reached the business (web, or entered by staff). */
  channel?: LeadChannel;
  /** Only the emergencies: a system repair asked for with the quote form, an emergency repair with the contact form. */
  emergency?: boolean;
  /** A fragment of the name, e-mail address or message, or of the phone number's digits. */
  q?: string;
  /** Calendar days in Europe/Madrid (YYYY-MM-DD), both included. */
  fromDay?: string;
  toDay?: string;
  /** The utm_source the lead came with. */
  source?: string;
  language?: Language;
}

/** Where a page starts: just after the lead with this arrival time (as stored, to the microsecond) and id. */
export interface LeadKey {
  receivedAt: string;
  id: string;
}

export interface LeadSlice {
  data: Lead[];
  /** The key of the last lead, when more follow. */
  next?: LeadKey;
}

/** Port: the staff's view of stored leads. */
export abstract class LeadInbox {
  /** One page of the matching leads in the sort's order, after `after` (keyset paging). */
  abstract search(search: LeadSearch, sort: LeadListSort, after: LeadKey | undefined, pageSize: number): Promise<LeadSlice>;
  /** How many leads match, counting no further than `upTo`. */
  abstract count(search: LeadSearch, upTo: number): Promise<number>;
  /** Every matching lead in the sort's order, for export (bounded by `limit`). */
  abstract all(search: LeadSearch, sort: LeadListSort, limit: number): Promise<Lead[]>;
  abstract find(id: string): Promise<Lead | undefined>;
  /** Writes the status, its note and figures, and the time. */
  abstract save(lead: Lead): Promise<void>;
  /** Sets when the lead was first answered, unless it already was. */
  abstract markFirstResponse(id: string, at: Date): Promise<void>;
  abstract assign(id: string, userId: string | undefined): Promise<void>;
  /** `day` undefined clears the follow-up date. */
  abstract setFollowUp(id: string, day: string | undefined): Promise<void>;
  /**
   * The open leads (not won or lost, not spam, not erased) with a follow-up between `days.from` (when given) and
   * `days.to`, both included (YYYY-MM-DD), earliest follow-up first, then by arrival; at most `limit`.
   */
  abstract followUps(days: { from?: string; to: string }, scope: LeadScope, limit: number): Promise<Lead[]>;
}

import type { LeadKind, LeadStatus } from '@costa-sol/common';
import type { Lead } from '../domain/lead';

export interface LeadFilter {
  kind?: LeadKind;
  status?: LeadStatus;
  /** Leads flagged by the honeypot are hidden unless asked for. */
  includeSpam?: boolean;
  /** Only the leads assigned to this staff user. */
  assignedToId?: string;
}

export interface LeadPage {
  data: Lead[];
  total: number;
  page: number;
  pageSize: number;
}

/** Port: the staff's view of stored leads. */
export abstract class LeadInbox {
  abstract list(filter: LeadFilter, page: number, pageSize: number): Promise<LeadPage>;
  /** Every matching lead, newest first, for export (bounded by `limit`). */
  abstract all(filter: LeadFilter, limit: number): Promise<Lead[]>;
  abstract find(id: string): Promise<Lead | undefined>;
  /** Writes the status, its note and figures, and the time. */
  abstract save(lead: Lead): Promise<void>;
  /** Sets when the lead was first answered, unless it already was. */
  abstract markFirstResponse(id: string, at: Date): Promise<void>;
  abstract assign(id: string, userId: string | undefined): Promise<void>;
}

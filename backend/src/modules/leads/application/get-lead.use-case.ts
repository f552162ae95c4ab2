import { Injectable } from '@nestjs/common';
import type { Lead } from '../domain/lead';
import type { LeadEvent } from '../domain/lead-event';
import { LeadNotFoundError } from '../domain/lead.errors';
import { LeadInbox } from './lead-inbox.port';
import { isInScope, type LeadScope } from './lead-scope';
import { LeadTimeline } from './lead-timeline.port';

export interface LeadWithTimeline {
  lead: Lead;
  /** Newest first. */
  timeline: LeadEvent[];
}

@Injectable()
export class GetLead {
  constructor(
    private readonly inbox: LeadInbox,
    private readonly timeline: LeadTimeline,
  ) {}

  /** A lead outside the viewer's scope answers as if it did not exist. */
  async execute(id: string, scope: LeadScope = {}): Promise<LeadWithTimeline> {
    const lead = await this.inbox.find(id);
    if (!lead || !isInScope(lead, scope)) throw new LeadNotFoundError();
    return { lead, timeline: await this.timeline.list(id) };
  }
}

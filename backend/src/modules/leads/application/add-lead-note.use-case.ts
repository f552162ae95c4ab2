import { Injectable } from '@nestjs/common';
import type { LeadEvent } from '../domain/lead-event';
import { LeadNotFoundError } from '../domain/lead.errors';
import { LeadInbox } from './lead-inbox.port';
import { isInScope, type LeadScope } from './lead-scope';
import { LeadTimeline } from './lead-timeline.port';
import { Clock } from '../../../shared/application/clock.port';

/** Appends a staff note to a lead's timeline; earlier notes stay as they were. */
@Injectable()
export class AddLeadNote {
  constructor(
    private readonly inbox: LeadInbox,
    private readonly timeline: LeadTimeline,
    private readonly clock: Clock,
  ) {}

  /** The lead's timeline after the note, newest first. */
  async execute(id: string, text: string, authorId: string, scope: LeadScope = {}): Promise<LeadEvent[]> {
    const lead = await this.inbox.find(id);
    if (!lead || !isInScope(lead, scope)) throw new LeadNotFoundError();
    await this.timeline.record({ leadId: id, authorId, at: this.clock.now(), details: { kind: 'note', text } });
    return this.timeline.list(id);
  }
}

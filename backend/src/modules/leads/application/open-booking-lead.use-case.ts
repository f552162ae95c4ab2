import { randomUUID } from 'node:crypto';
import type { Language, ServiceType, VisitKind } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { newQuoteRequest } from '../domain/lead';
import { LeadRepository } from './lead-repository.port';
import { LeadTimeline } from './lead-timeline.port';

/** What a visitor's online booking tells of them: the lead it opens when no quote request of theirs came before. */
interface BookingLeadRequest {
  kind: VisitKind;
  /** The town's English slug. */
  town: string;
  name: string;
  email: string;
  phone: string;
  language: Language;
  /** The booking page the visit was booked on. */
  pagePath: string;
}

/** The service a visit's kind names; a survey names none (it is how a quote for an installation begins). */
const SERVICE_OF_VISIT: Record<VisitKind, ServiceType | undefined> = {
  survey: undefined,
  maintenance: 'maintenance-service',
  repair: 'system-repair',
};

/**
 * A visitor who books online without having sent a quote request becomes a lead too (docs/product.md, "Bookings"),
 * so the office finds them in the leads by name or phone and works them through the pipeline: a quote request from
 * the web, already at survey booked, with that stage change on its timeline by no staff member. It runs in the
 * booking's transaction; the booking's own e-mails stand for the lead's (nobody gets a second one).
 */
@Injectable()
export class OpenBookingLead {
  constructor(
    private readonly leads: LeadRepository,
    private readonly timeline: LeadTimeline,
  ) {}

  async execute(booking: BookingLeadRequest, now: Date): Promise<string> {
    const { kind, town, name, email, phone, language, pagePath } = booking;
    const lead = newQuoteRequest(
      { name, email, phone, serviceType: SERVICE_OF_VISIT[kind], town, wantsConsultation: kind === 'survey' },
      { id: randomUUID(), receivedAt: now, origin: { language, pagePath, utm: {} }, honeypotFilled: false },
    );
    await this.leads.add({ ...lead, status: 'survey-booked', updatedAt: now });
    await this.timeline.record({ leadId: lead.id, at: now, details: { kind: 'stage', from: 'new', to: 'survey-booked' } });
    return lead.id;
  }
}

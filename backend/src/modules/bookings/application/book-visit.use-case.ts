import { randomUUID } from 'node:crypto';
import type { VisitKind, VisitSource } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import { slotAt } from '../domain/free-slots';
import { isSameBooking, type Visit, type VisitContact } from '../domain/visit';
import { VisitTimeNotOfferedError, VisitTimeTakenError, VisitTownNotBookableError } from '../domain/visit.errors';
import { LeadBookings } from './lead-bookings.port';
import { BookableWeeks } from './bookable-weeks';
import { loadSlotQuery } from './slot-query';
import { TownBooking } from './town-availability';
import { VisitNotifier } from './visit-notifier.port';
import { VisitRepository } from './visit-repository.port';
import { Clock } from '../../../shared/application/clock.port';

/** A visitor's booking follows their quote request sent within this many days from the same address. */
const QUOTE_FOLLOW_UP_DAYS = 30;

export interface BookingRequest {
  kind: VisitKind;
  town: string;
  start: Date;
  contact: VisitContact;
  /** The quote request the visitor sent just before, if any. */
  leadId?: string;
}

interface BookedVisit {
  visit: Visit;
  /** The answer to a retry of a booking already made. */
  replayed: boolean;
}

/**
 * Books one of the offered times. The technicians free at that time are tried in turn; each try stores the visit and
 * queues its e-mails in one transaction, and PostgreSQL refuses a second visit over a technician's time, so two
 * visitors on two instances can never both get it. The same person asking again for the same time gets their visit.
 */
@Injectable()
export class BookVisit {
  constructor(
    private readonly visits: VisitRepository,
    private readonly towns: TownBooking,
    private readonly transaction: TransactionRunner,
    private readonly notifier: VisitNotifier,
    private readonly leads: LeadBookings,
    private readonly weeks: BookableWeeks,
    private readonly clock: Clock,
  ) {}

  async execute(request: BookingRequest, source: VisitSource, now = this.clock.now()): Promise<BookedVisit> {
    const rules = await this.visits.rules();
    const { town, availability } = this.towns.availability(request.town, rules);
    if (availability !== 'online') throw new VisitTownNotBookableError(availability);
    const earlier = await this.earlierBooking(request);
    if (earlier) return { visit: earlier, replayed: true };
    const query = await loadSlotQuery(this.visits, this.weeks, request.kind, rules, now);
    const slot = slotAt(request.start, query);
    if (!slot) {
      // Offered when nothing is booked: another visit took it since the visitor saw it.
      if (slotAt(request.start, { ...query, busy: [] })) throw new VisitTimeTakenError();
      throw new VisitTimeNotOfferedError();
    }
    for (const technicianId of slot.technicianIds) {
      const visit: Visit = {
        id: randomUUID(),
        leadId: null,
        technicianId,
        kind: request.kind,
        town,
        start: slot.start,
        end: slot.end,
        blockedUntil: new Date(slot.end.getTime() + rules.bufferMinutes * 60_000),
        status: 'booked',
        source,
        contact: request.contact,
        reminderSentAt: null,
        revision: 0,
        createdAt: now,
        updatedAt: now,
      };
      try {
        const stored = await this.transaction.run(async () => {
          // The quote request it follows (named by the page, else the visitor's latest open one from the same address):
          // moved to survey booked. Without one, the booking opens the visitor's lead, so no booking stays outside the leads.
          const candidate = request.leadId ?? (await this.leads.openQuoteFrom(request.contact.email, QUOTE_FOLLOW_UP_DAYS, now));
          const leadId =
            candidate && (await this.leads.surveyBooked(candidate, request.contact.email, now))
              ? candidate
              : await this.leads.openFor({ kind: request.kind, town, contact: request.contact }, now);
          await this.visits.add({ ...visit, leadId });
          await this.notifier.booked({ ...visit, leadId });
          return { ...visit, leadId };
        });
        return { visit: stored, replayed: false };
      } catch (error) {
        if (!(error instanceof VisitTimeTakenError)) throw error;
      }
    }
    const concurrentRetry = await this.earlierBooking(request);
    if (concurrentRetry) return { visit: concurrentRetry, replayed: true };
    throw new VisitTimeTakenError();
  }

  private async earlierBooking(request: BookingRequest): Promise<Visit | undefined> {
    return (await this.visits.startingAt(request.start)).find((visit) =>
      isSameBooking(visit, { ...request, email: request.contact.email }),
    );
  }
}

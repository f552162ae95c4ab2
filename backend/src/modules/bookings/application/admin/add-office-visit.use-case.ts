import { randomUUID } from 'node:crypto';
import type { VisitKind } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import type { Visit, VisitContact } from '../../domain/visit';
import { VisitTownNotBookableError } from '../../domain/visit.errors';
import { LeadBookings } from '../lead-bookings.port';
import { TownBooking } from '../town-availability';
import { VisitNotifier } from '../visit-notifier.port';
import { VisitRepository } from '../visit-repository.port';
import { LeadUnknownError, TechnicianUnknownError } from './admin-booking.errors';
import { Clock } from '../../../../shared/application/clock.port';

interface OfficeVisitRequest {
  technicianId: string;
  kind: VisitKind;
  town: string;
  start: Date;
  contact: VisitContact;
  leadId: string | null;
}

/**
 * A visit the office arranged by phone: any time the technician is free, towns by appointment included (not the
 * unserved ones). PostgreSQL still refuses an overlap with another visit or its travel buffer.
 */
@Injectable()
export class AddOfficeVisit {
  constructor(
    private readonly visits: VisitRepository,
    private readonly towns: TownBooking,
    private readonly transaction: TransactionRunner,
    private readonly notifier: VisitNotifier,
    private readonly leads: LeadBookings,
    private readonly clock: Clock,
  ) {}

  async execute(request: OfficeVisitRequest, now = this.clock.now()): Promise<Visit> {
    const rules = await this.visits.rules();
    const { town, availability } = this.towns.availability(request.town, rules);
    if (availability === 'unserved') throw new VisitTownNotBookableError('unserved');
    if (!(await this.visits.staffWeeks()).some((week) => week.id === request.technicianId)) throw new TechnicianUnknownError();
    if (request.leadId !== null && !(await this.visits.leadExists(request.leadId))) throw new LeadUnknownError();
    const end = new Date(request.start.getTime() + rules.visitMinutes[request.kind] * 60_000);
    const visit: Visit = {
      id: randomUUID(),
      leadId: request.leadId,
      technicianId: request.technicianId,
      kind: request.kind,
      town,
      start: request.start,
      end,
      blockedUntil: new Date(end.getTime() + rules.bufferMinutes * 60_000),
      status: 'booked',
      source: 'office',
      contact: request.contact,
      reminderSentAt: null,
      revision: 0,
      createdAt: now,
      updatedAt: now,
    };
    await this.transaction.run(async () => {
      // The lead the office booked it for moves to survey booked, like a visitor's own booking.
      if (visit.leadId !== null) await this.leads.surveyBooked(visit.leadId, null, now);
      await this.visits.add(visit);
      await this.notifier.booked(visit);
    });
    return visit;
  }
}

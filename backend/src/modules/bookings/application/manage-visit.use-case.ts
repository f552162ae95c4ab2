import { VISIT_MANAGE_LINK_GRACE_HOURS } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../shared/application/transaction-runner.port';
import { slotAt } from '../domain/free-slots';
import { readManageToken } from '../domain/manage-token';
import type { Visit } from '../domain/visit';
import { VisitLinkInvalidError, VisitNotChangeableError, VisitTimeNotOfferedError, VisitTimeTakenError } from '../domain/visit.errors';
import { BookableWeeks } from './bookable-weeks';
import { loadSlotQuery } from './slot-query';
import { VisitNotifier } from './visit-notifier.port';
import { VisitRepository } from './visit-repository.port';
import { VisitLinks } from './visit-links';
import { Clock } from '../../../shared/application/clock.port';

/**
 * What the visitor's link allows without signing in: see the visit, move it to another free time, or cancel it, until
 * it starts. Each change raises the visit's revision and e-mails everyone a fresh copy.
 */
@Injectable()
export class ManageVisit {
  constructor(
    private readonly visits: VisitRepository,
    private readonly links: VisitLinks,
    private readonly transaction: TransactionRunner,
    private readonly notifier: VisitNotifier,
    private readonly weeks: BookableWeeks,
    private readonly clock: Clock,
  ) {}

  async view(token: string, now = this.clock.now()): Promise<Visit> {
    const read = readManageToken(token, this.links.secret, now);
    const visit = read && (await this.visits.find(read.visitId));
    if (!visit) throw new VisitLinkInvalidError();
    return visit;
  }

  async cancel(token: string, now = this.clock.now()): Promise<Visit> {
    const visit = await this.changeable(token, now);
    await this.transaction.run(async () => {
      if (!(await this.visits.close(visit.id, 'cancelled', now))) throw new VisitNotChangeableError();
      await this.notifier.cancelled({ ...visit, status: 'cancelled', revision: visit.revision + 1 });
    });
    return this.view(token, now);
  }

  async reschedule(token: string, start: Date, now = this.clock.now()): Promise<Visit> {
    const visit = await this.changeable(token, now);
    const rules = await this.visits.rules();
    const query = await loadSlotQuery(this.visits, this.weeks, visit.kind, rules, now);
    // The visit's own time does not stand in the way of moving it a little.
    const slot = slotAt(start, {
      ...query,
      busy: query.busy.filter((taken) => !(taken.technicianId === visit.technicianId && taken.start.getTime() === visit.start.getTime())),
    });
    if (!slot) {
      if (slotAt(start, { ...query, busy: [] })) throw new VisitTimeTakenError();
      throw new VisitTimeNotOfferedError();
    }
    const technicians = [visit.technicianId, ...slot.technicianIds.filter((id) => id !== visit.technicianId)].filter((id) =>
      slot.technicianIds.includes(id),
    );
    const blockedUntil = new Date(slot.end.getTime() + rules.bufferMinutes * 60_000);
    for (const technicianId of technicians) {
      try {
        await this.transaction.run(async () => {
          if (!(await this.visits.move(visit.id, { technicianId, start: slot.start, end: slot.end, blockedUntil }, now)))
            throw new VisitNotChangeableError();
          const moved = await this.visits.find(visit.id);
          if (moved) await this.notifier.moved(moved);
        });
        return this.view(token, now);
      } catch (error) {
        if (!(error instanceof VisitTimeTakenError)) throw error;
      }
    }
    throw new VisitTimeTakenError();
  }

  /** A booked visit that has not started yet. */
  private async changeable(token: string, now: Date): Promise<Visit> {
    const visit = await this.view(token, now);
    if (visit.status !== 'booked' || visit.start.getTime() <= now.getTime()) throw new VisitNotChangeableError();
    return visit;
  }
}

/** When a visit's link stops working: a day after the visit's start. */
export function manageLinkExpiry(visit: Pick<Visit, 'start'>): Date {
  return new Date(visit.start.getTime() + VISIT_MANAGE_LINK_GRACE_HOURS * 3_600_000);
}

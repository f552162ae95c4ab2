import type { VisitStatus } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import type { Visit } from '../../domain/visit';
import { VisitNotFoundError } from '../../domain/visit.errors';
import { VisitNotifier } from '../visit-notifier.port';
import { VisitRepository } from '../visit-repository.port';
import { TechnicianUnknownError, VisitClosedError } from './admin-booking.errors';
import { Clock } from '../../../../shared/application/clock.port';

interface VisitChange {
  start?: Date;
  technicianId?: string;
  status?: Exclude<VisitStatus, 'booked'>;
}

/**
 * Moves, reassigns or closes a booked visit. A new time or technician is checked by PostgreSQL like any booking (409
 * on an overlap); the visitor, the office and the technician are told of a move or a cancellation in the same
 * transaction, as when the visitor changes it through their link.
 */
@Injectable()
export class ChangeVisit {
  constructor(
    private readonly visits: VisitRepository,
    private readonly transaction: TransactionRunner,
    private readonly notifier: VisitNotifier,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, change: VisitChange, now = this.clock.now()): Promise<Visit> {
    const visit = await this.visits.find(id);
    if (!visit) throw new VisitNotFoundError();
    const technicianId = change.technicianId ?? visit.technicianId;
    const shift = change.start ? change.start.getTime() - visit.start.getTime() : 0;
    const moves = shift !== 0 || technicianId !== visit.technicianId;
    if ((moves || change.status) && visit.status !== 'booked') throw new VisitClosedError();
    if (technicianId !== visit.technicianId && !(await this.visits.staffWeeks()).some((week) => week.id === technicianId))
      throw new TechnicianUnknownError();
    await this.transaction.run(async () => {
      if (moves) {
        const to = {
          technicianId,
          start: new Date(visit.start.getTime() + shift),
          end: new Date(visit.end.getTime() + shift),
          blockedUntil: new Date(visit.blockedUntil.getTime() + shift),
        };
        if (!(await this.visits.move(id, to, now))) throw new VisitClosedError();
        if (!change.status) await this.notifier.moved(await this.found(id));
      }
      if (change.status) {
        if (!(await this.visits.close(id, change.status, now))) throw new VisitClosedError();
        if (change.status === 'cancelled') await this.notifier.cancelled(await this.found(id));
      }
    });
    return this.found(id);
  }

  private async found(id: string): Promise<Visit> {
    const visit = await this.visits.find(id);
    if (!visit) throw new VisitNotFoundError();
    return visit;
  }
}

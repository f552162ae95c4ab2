import type { VisitStatus } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import type { Visit } from '../../domain/visit';
import { VisitNotFoundError } from '../../domain/visit.errors';
import { VisitRepository } from '../visit-repository.port';
import { TechnicianUnknownError, VisitClosedError } from './admin-booking.errors';
import { VisitChangeNotifier } from './visit-change-notifier.port';

interface VisitChange {
  start?: Date;
  technicianId?: string;
  status?: Exclude<VisitStatus, 'booked'>;
}

/**
 * Moves, reassigns or closes a visit. A new time or technician is checked by PostgreSQL like any booking (409 on an
 * overlap), the reminder is due again, and the visitor is told in the same transaction.
 */
@Injectable()
export class ChangeVisit {
  constructor(
    private readonly visits: VisitRepository,
    private readonly transaction: TransactionRunner,
    private readonly notifier: VisitChangeNotifier,
  ) {}

  async execute(id: string, change: VisitChange, now = new Date()): Promise<Visit> {
    const visit = await this.visits.find(id);
    if (!visit) throw new VisitNotFoundError();
    const moved = change.start !== undefined && change.start.getTime() !== visit.start.getTime();
    const reassigned = change.technicianId !== undefined && change.technicianId !== visit.technicianId;
    if ((moved || reassigned) && visit.status !== 'booked') throw new VisitClosedError();
    if (reassigned && !(await this.visits.staffWeeks()).some((week) => week.id === change.technicianId)) throw new TechnicianUnknownError();
    const shift = moved && change.start ? change.start.getTime() - visit.start.getTime() : 0;
    const changed: Visit = {
      ...visit,
      technicianId: change.technicianId ?? visit.technicianId,
      start: new Date(visit.start.getTime() + shift),
      end: new Date(visit.end.getTime() + shift),
      blockedUntil: new Date(visit.blockedUntil.getTime() + shift),
      status: change.status ?? visit.status,
      reminderSentAt: moved ? null : visit.reminderSentAt,
      updatedAt: now,
    };
    await this.transaction.run(async () => {
      await this.visits.update(changed);
      if ((moved || reassigned) && changed.status === 'booked') await this.notifier.moved(changed);
    });
    return changed;
  }
}

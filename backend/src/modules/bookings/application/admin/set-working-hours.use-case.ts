import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import { VisitRepository } from '../visit-repository.port';
import type { StaffWeek, WorkingHoursBlock } from './admin-bookings';
import { TechnicianUnknownError, WorkingHoursInvalidError } from './admin-booking.errors';

function overlapping(hours: WorkingHoursBlock[]): boolean {
  const sorted = [...hours].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  return sorted.some((block, i) => i > 0 && sorted[i - 1].weekday === block.weekday && sorted[i - 1].endMinute > block.startMinute);
}

/** Replaces a staff user's weekly hours. */
@Injectable()
export class SetWorkingHours {
  constructor(
    private readonly visits: VisitRepository,
    private readonly transaction: TransactionRunner,
  ) {}

  async execute(technicianId: string, hours: WorkingHoursBlock[]): Promise<StaffWeek> {
    if (hours.some((block) => block.endMinute <= block.startMinute) || overlapping(hours)) throw new WorkingHoursInvalidError();
    const staff = (await this.visits.staffWeeks()).find((week) => week.id === technicianId);
    if (!staff) throw new TechnicianUnknownError();
    await this.transaction.run(() => this.visits.setHours(technicianId, hours));
    return { ...staff, hours: [...hours].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute) };
  }
}

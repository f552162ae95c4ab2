import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { VisitRepository } from '../visit-repository.port';
import type { DayOffEntry } from './admin-bookings';
import { DayOffRangeError, TechnicianUnknownError } from './admin-booking.errors';

@Injectable()
export class AddDayOff {
  constructor(private readonly visits: VisitRepository) {}

  async execute(entry: Omit<DayOffEntry, 'id'>): Promise<DayOffEntry> {
    if (entry.lastDay < entry.firstDay) throw new DayOffRangeError();
    if (entry.technicianId !== null && !(await this.visits.staffWeeks()).some((week) => week.id === entry.technicianId))
      throw new TechnicianUnknownError();
    const dayOff = { id: randomUUID(), ...entry };
    await this.visits.addDayOff(dayOff);
    return dayOff;
  }
}

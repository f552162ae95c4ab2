import { Injectable } from '@nestjs/common';
import { VisitRepository } from '../visit-repository.port';
import type { StaffWeek } from './admin-bookings';

/** Every active staff user with their weekly hours, by name. */
@Injectable()
export class ListStaffWeeks {
  constructor(private readonly visits: VisitRepository) {}

  execute(): Promise<StaffWeek[]> {
    return this.visits.staffWeeks();
  }
}

import { Injectable } from '@nestjs/common';
import { VisitRepository } from '../visit-repository.port';
import type { DayOffEntry } from './admin-bookings';

/** The days off and holidays not yet over, earliest first. */
@Injectable()
export class ListDaysOff {
  constructor(private readonly visits: VisitRepository) {}

  execute(): Promise<DayOffEntry[]> {
    return this.visits.dayOffEntries();
  }
}

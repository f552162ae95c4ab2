import { Injectable } from '@nestjs/common';
import { VisitRepository } from '../visit-repository.port';
import type { BookingStats } from './admin-bookings';

/** Visits booked in [from, to) per source, no-shows among the visits of the period, and quotes that booked online. */
@Injectable()
export class GetBookingStats {
  constructor(private readonly visits: VisitRepository) {}

  execute(from: Date, to: Date): Promise<BookingStats> {
    return this.visits.stats(from, to);
  }
}

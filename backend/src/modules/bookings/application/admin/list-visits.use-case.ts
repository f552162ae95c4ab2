import { Injectable } from '@nestjs/common';
import type { Visit } from '../../domain/visit';
import { VisitRepository } from '../visit-repository.port';
import type { VisitRange } from './admin-bookings';

/** The calendar's visits, earliest first. */
@Injectable()
export class ListVisits {
  constructor(private readonly visits: VisitRepository) {}

  execute(range: VisitRange): Promise<Visit[]> {
    return this.visits.between(range);
  }
}

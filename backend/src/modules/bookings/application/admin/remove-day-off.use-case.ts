import { Injectable } from '@nestjs/common';
import { VisitRepository } from '../visit-repository.port';
import { DayOffNotFoundError } from './admin-booking.errors';

@Injectable()
export class RemoveDayOff {
  constructor(private readonly visits: VisitRepository) {}

  async execute(id: string): Promise<void> {
    if (!(await this.visits.removeDayOff(id))) throw new DayOffNotFoundError();
  }
}

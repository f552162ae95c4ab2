import type { VisitKind } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { freeSlots } from '../domain/free-slots';
import { BookableWeeks } from './bookable-weeks';
import { loadSlotQuery } from './slot-query';
import { TownBooking, type TownAvailability } from './town-availability';
import { VisitRepository } from './visit-repository.port';

interface FreeTimes {
  town: string;
  availability: TownAvailability;
  /** Earliest first; empty unless the town is booked online. */
  slots: { start: Date; end: Date }[];
}

/** The times a visitor may book for a kind of visit in a town. */
@Injectable()
export class ListFreeSlots {
  constructor(
    private readonly visits: VisitRepository,
    private readonly towns: TownBooking,
    private readonly weeks: BookableWeeks,
  ) {}

  async execute(kind: VisitKind, townSlug: string, now: Date, limit?: number): Promise<FreeTimes> {
    const rules = await this.visits.rules();
    const { town, availability } = this.towns.availability(townSlug, rules);
    if (availability !== 'online') return { town, availability, slots: [] };
    const slots = freeSlots({ ...(await loadSlotQuery(this.visits, this.weeks, kind, rules, now)), limit });
    return { town, availability, slots: slots.map(({ start, end }) => ({ start, end })) };
  }
}

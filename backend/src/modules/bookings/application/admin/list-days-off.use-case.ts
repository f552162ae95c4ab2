import { madridDay } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../shared/application/clock.port';
import { CurrentBusinessFacts } from '../../../../shared/application/current-business-facts.port';
import { VisitRepository } from '../visit-repository.port';
import type { DayOffEntry } from './admin-bookings';

/** A line of the days-off list: one the office added (removable here), or a holiday closure of the business settings. */
export interface ListedDayOff extends Omit<DayOffEntry, 'id'> {
  /** null for a holiday closure: it is changed in the business settings. */
  id: string | null;
  source: 'office' | 'settings';
}

/**
 * The days off and holidays not yet over, earliest first: the office's, and the business's holiday closures (the
 * ones the contact page announces), so the one calendar the free times follow is the one the office reads.
 */
@Injectable()
export class ListDaysOff {
  constructor(
    private readonly visits: VisitRepository,
    private readonly facts: CurrentBusinessFacts,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<ListedDayOff[]> {
    const [entries, { holidayClosures }] = await Promise.all([this.visits.dayOffEntries(), this.facts.read()]);
    const today = madridDay(this.clock.now());
    const closures = holidayClosures
      .filter((day) => day >= today)
      .map((day): ListedDayOff => ({ id: null, source: 'settings', technicianId: null, firstDay: day, lastDay: day, reason: '' }));
    const office = entries.map((entry): ListedDayOff => ({ ...entry, source: 'office' }));
    return [...office, ...closures].sort((a, b) => a.firstDay.localeCompare(b.firstDay) || a.source.localeCompare(b.source));
  }
}

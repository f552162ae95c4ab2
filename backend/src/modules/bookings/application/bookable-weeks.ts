import { Injectable } from '@nestjs/common';
import { CurrentBusinessFacts } from '../../../shared/application/current-business-facts.port';
import type { DayOff, TechnicianWeek } from '../domain/free-slots';
import { closuresAsDaysOff, openingHoursWeek } from './opening-hours-week';
import { VisitRepository } from './visit-repository.port';

interface BookableWeeksRead {
  technicians: TechnicianWeek[];
  /** Days off besides the office's own: the business's holiday closures (business settings), for everyone. */
  closures: DayOff[];
}

/**
 * Whose weeks the online booking offers: the technicians' working hours; while no active staff user has working
 * hours (a fresh install), the business's opening hours, booked to the first owner (docs/product.md, "Online booking").
 */
@Injectable()
export class BookableWeeks {
  constructor(
    private readonly visits: VisitRepository,
    private readonly facts: CurrentBusinessFacts,
  ) {}

  async read(): Promise<BookableWeeksRead> {
    const [technicians, { openingHours, holidayClosures }] = await Promise.all([this.visits.weeks(), this.facts.read()]);
    // The holidays the contact page announces close the calendar too, whoever's hours are booked.
    const closures = closuresAsDaysOff(holidayClosures);
    if (technicians.length > 0) return { technicians, closures };
    const owner = await this.visits.firstOwner();
    if (!owner) return { technicians: [], closures };
    return { technicians: [openingHoursWeek(owner.id, openingHours)], closures };
  }

  /** The owner visits are booked to while no one has working hours; null once someone has. */
  async standIn(): Promise<{ id: string; name: string } | null> {
    return (await this.visits.weeks()).length > 0 ? null : this.visits.firstOwner();
  }
}

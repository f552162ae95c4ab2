import { Injectable } from '@nestjs/common';
import { BookableWeeks } from '../bookable-weeks';
import { VisitRepository } from '../visit-repository.port';
import type { ListedStaffWeek, StaffWeek } from './admin-bookings';

/** Every active staff user with their weekly hours, by name, and who stands in on the opening hours (if anyone). */
@Injectable()
export class ListStaffWeeks {
  constructor(
    private readonly visits: VisitRepository,
    private readonly bookable: BookableWeeks,
  ) {}

  async execute(): Promise<ListedStaffWeek[]> {
    const [weeks, standIn] = await Promise.all([this.visits.staffWeeks(), this.bookable.standIn()]);
    return weeks.map((week) => ({ ...week, standsIn: week.id === standIn?.id }));
  }

  /** One staff week as the list shows it, after a change of hours. */
  async listed(week: StaffWeek): Promise<ListedStaffWeek> {
    return { ...week, standsIn: week.id === (await this.bookable.standIn())?.id };
  }
}

import { DEFAULT_VISIT_RULES, type BusinessFacts } from '@costa-sol/common';
import { freeSlots, type TechnicianWeek } from '../domain/free-slots';
import { BookableWeeks } from './bookable-weeks';
import { closuresAsDaysOff, openingHoursWeek } from './opening-hours-week';
import type { VisitRepository } from './visit-repository.port';

const OPENING_HOURS: BusinessFacts['openingHours'] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '20:00' },
  { days: ['Saturday'], opens: '09:00', closes: '14:00' },
];

describe('openingHoursWeek', () => {
  it("turns the business's weekday blocks into one technician's week, Sunday closed", () => {
    const week = openingHoursWeek('owner', OPENING_HOURS);
    expect(week.technicianId).toBe('owner');
    expect(week.hours).toEqual([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 20 * 60 })),
      { weekday: 6, startMinute: 9 * 60, endMinute: 14 * 60 },
    ]);
  });

  it('gives free times on the opening hours in Madrid time', () => {
    // Tuesday 1 December 2026, midnight in Madrid (UTC+1).
    const slots = freeSlots({
      now: new Date('2026-11-30T23:00:00Z'),
      kind: 'survey',
      rules: { ...DEFAULT_VISIT_RULES, minNoticeHours: 0, maxDaysAhead: 6 },
      technicians: [openingHoursWeek('owner', OPENING_HOURS)],
      daysOff: closuresAsDaysOff(['2026-12-08']),
      busy: [],
    });
    const starts = slots.map((slot) => slot.start.toISOString());
    expect(starts[0]).toBe('2026-12-01T07:00:00.000Z'); // 08:00 in Madrid
    expect(starts).toContain('2026-12-01T18:00:00.000Z'); // 19:00: the last one-hour survey before 20:00
    expect(starts).not.toContain('2026-12-01T18:30:00.000Z');
    expect(starts).toContain('2026-12-05T12:00:00.000Z'); // Saturday 13:00
    expect(starts.some((start) => start.startsWith('2026-12-06'))).toBe(false); // Sunday: closed
    expect(starts.some((start) => start.startsWith('2026-12-08'))).toBe(false); // a holiday closure
    expect(new Set(slots.flatMap((slot) => slot.technicianIds))).toEqual(new Set(['owner']));
  });
});

describe('BookableWeeks', () => {
  const ana: TechnicianWeek = { technicianId: 'ana', hours: [{ weekday: 1, startMinute: 540, endMinute: 780 }] };
  const owner = { id: 'owner', name: 'Olga Owner' };

  function bookable(weeks: TechnicianWeek[], firstOwner: typeof owner | null): BookableWeeks {
    const visits = { weeks: () => Promise.resolve(weeks), firstOwner: () => Promise.resolve(firstOwner) } as unknown as VisitRepository;
    const facts = { read: () => Promise.resolve({ openingHours: OPENING_HOURS, holidayClosures: ['2026-12-25'] } as BusinessFacts) };
    return new BookableWeeks(visits, facts);
  }

  it('follows the opening hours, booked to the first owner, while no technician has working hours', async () => {
    const read = await bookable([], owner).read();
    expect(read.technicians).toEqual([openingHoursWeek('owner', OPENING_HOURS)]);
    expect(read.closures).toEqual([{ technicianId: null, firstDay: '2026-12-25', lastDay: '2026-12-25' }]);
    await expect(bookable([], owner).standIn()).resolves.toEqual(owner);
  });

  it("counts only the technicians' hours once anyone has some, the holiday closures still closing the calendar", async () => {
    await expect(bookable([ana], owner).read()).resolves.toEqual({
      technicians: [ana],
      closures: [{ technicianId: null, firstDay: '2026-12-25', lastDay: '2026-12-25' }],
    });
    await expect(bookable([ana], owner).standIn()).resolves.toBeNull();
  });

  it('offers nothing when there is no active owner either', async () => {
    await expect(bookable([], null).read()).resolves.toEqual({
      technicians: [],
      closures: [{ technicianId: null, firstDay: '2026-12-25', lastDay: '2026-12-25' }],
    });
  });
});

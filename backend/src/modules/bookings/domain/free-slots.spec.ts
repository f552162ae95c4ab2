import { DEFAULT_VISIT_RULES, type VisitRules } from '@costa-sol/common';
import { freeSlots, slotAt, type SlotQuery, type TechnicianWeek } from './free-slots';

const weekdays9to13: TechnicianWeek = {
  technicianId: 'ana',
  hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 13 * 60 })),
};
const rules: VisitRules = { ...DEFAULT_VISIT_RULES, minNoticeHours: 0, maxDaysAhead: 3, bufferMinutes: 30 };

function query(overrides: Partial<SlotQuery>): SlotQuery {
  return {
    now: new Date('2026-12-01T00:00:00Z'),
    kind: 'survey',
    rules,
    technicians: [weekdays9to13],
    daysOff: [],
    busy: [],
    ...overrides,
  };
}

const iso = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());

describe('freeSlots', () => {
  it('offers one-hour surveys every 30 minutes inside the working hours, in Madrid time', () => {
    const firstDay = iso(freeSlots(query({}))).filter((start) => start.startsWith('2026-12-01'));
    // 09:00–13:00 in Madrid (UTC+1 in December) is 08:00–12:00 UTC; the last one-hour survey starts at 12:00 local.
    expect(firstDay).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00'].map((time) => `2026-12-01T${time}:00.000Z`));
  });

  it('keeps the local hour across the last Sunday of March and of October', () => {
    const march = freeSlots(query({ now: new Date('2027-03-27T00:00:00Z'), rules: { ...rules, maxDaysAhead: 1 } }));
    expect(iso(march)).toContain('2027-03-27T08:00:00.000Z'); // Saturday: UTC+1
    expect(iso(march)).toContain('2027-03-28T07:00:00.000Z'); // Sunday after the change: UTC+2
    const october = freeSlots(query({ now: new Date('2027-10-30T00:00:00Z'), rules: { ...rules, maxDaysAhead: 1 } }));
    expect(iso(october)).toContain('2027-10-30T07:00:00.000Z'); // Saturday: UTC+2
    expect(iso(october)).toContain('2027-10-31T08:00:00.000Z'); // Sunday after the change: UTC+1
  });

  it('skips the readings the spring change removes and keeps the first of the autumn hour read twice', () => {
    const night: TechnicianWeek = { technicianId: 'ana', hours: [{ weekday: 7, startMinute: 60, endMinute: 240 }] };
    const march = freeSlots(query({ now: new Date('2027-03-27T12:00:00Z'), technicians: [night], rules: { ...rules, maxDaysAhead: 1 } }));
    // 01:00, 01:30 (UTC+1), then 03:00 (UTC+2); 02:00 and 02:30 do not exist that night.
    expect(iso(march)).toEqual(['2027-03-28T00:00:00.000Z', '2027-03-28T00:30:00.000Z', '2027-03-28T01:00:00.000Z']);
    const october = freeSlots(query({ now: new Date('2027-10-30T12:00:00Z'), technicians: [night], rules: { ...rules, maxDaysAhead: 1 } }));
    expect(iso(october)).toEqual([
      '2027-10-30T23:00:00.000Z', // 01:00 (UTC+2)
      '2027-10-30T23:30:00.000Z',
      '2027-10-31T00:00:00.000Z', // 02:00, first reading (UTC+2)
      '2027-10-31T00:30:00.000Z',
      '2027-10-31T02:00:00.000Z', // 03:00 (UTC+1)
    ]);
  });

  it('keeps a booked visit and its travel buffer free of other visits', () => {
    const busy = [{ technicianId: 'ana', start: new Date('2026-12-01T09:00:00Z'), until: new Date('2026-12-01T10:30:00Z') }];
    const firstDay = iso(freeSlots(query({ busy }))).filter((start) => start.startsWith('2026-12-01'));
    // A survey at 08:00 UTC would run into the visit with its own 30-minute buffer; 10:30 is the first after it.
    expect(firstDay).toEqual(['2026-12-01T10:30:00.000Z', '2026-12-01T11:00:00.000Z']);
  });

  it('leaves out days off, holidays, times before the notice and days past the last bookable one', () => {
    const ben: TechnicianWeek = { ...weekdays9to13, technicianId: 'ben' };
    const slots = freeSlots(
      query({
        technicians: [weekdays9to13, ben],
        daysOff: [
          { technicianId: 'ana', firstDay: '2026-12-02', lastDay: '2026-12-02' },
          { technicianId: null, firstDay: '2026-12-03', lastDay: '2026-12-03' },
        ],
        now: new Date('2026-12-01T09:10:00Z'),
        rules: { ...rules, minNoticeHours: 1 },
      }),
    );
    const days = new Set(slots.map((slot) => slot.start.toISOString().slice(0, 10)));
    expect([...days]).toEqual(['2026-12-01', '2026-12-02', '2026-12-04']);
    expect(slots[0]).toMatchObject({ start: new Date('2026-12-01T10:30:00Z'), technicianIds: ['ana', 'ben'] });
    expect(
      slots.filter((slot) => slot.start.toISOString().startsWith('2026-12-02')).every((slot) => slot.technicianIds.join() === 'ben'),
    ).toBe(true);
  });

  it('uses each kind of visit its own length and answers at most the limit', () => {
    const repairs = freeSlots(query({ kind: 'repair' })).filter((slot) => slot.start.toISOString().startsWith('2026-12-01'));
    expect(repairs.at(-1)?.start.toISOString()).toBe('2026-12-01T10:00:00.000Z'); // 11:00 local + 2 h = 13:00
    const [first] = repairs;
    expect(first && first.end.getTime() - first.start.getTime()).toBe(120 * 60_000);
    expect(freeSlots(query({ limit: 3 }))).toHaveLength(3);
  });

  it('finds the slot at an exact start only', () => {
    expect(slotAt(new Date('2026-12-01T08:30:00Z'), query({}))?.technicianIds).toEqual(['ana']);
    expect(slotAt(new Date('2026-12-01T08:15:00Z'), query({}))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { CALENDAR_INSTANTS, inTimeZone, OTHER_TIME_ZONES } from '../../test/time-zones';
import { shownDay, slotDays, visitDay, visitTime } from './visit-times';

const slot = (start: string) => ({ start, end: start });

describe('visit times, in Madrid time whatever the browser zone', () => {
  it('groups times by their Madrid day, not the UTC day', () => {
    // 23:30 UTC on 30 November is 00:30 on 1 December in Madrid (UTC+1).
    const days = slotDays([slot('2026-11-30T22:30:00.000Z'), slot('2026-11-30T23:30:00.000Z')], 'en');
    expect(days.map((day) => [day.day, day.slots.map((time) => time.time)])).toEqual([
      ['2026-11-30', ['23:30']],
      ['2026-12-01', ['00:30']],
    ]);
    expect(days[1]?.label).toBe('Tuesday 1 December');
  });

  it('reads the wall clock across the last Sunday of March and of October', () => {
    expect(visitTime('2026-03-29T00:30:00.000Z', 'es')).toBe('01:30');
    expect(visitTime('2026-03-29T01:30:00.000Z', 'es')).toBe('03:30');
    expect(visitTime('2026-10-25T00:30:00.000Z', 'en')).toBe('02:30');
    expect(visitTime('2026-10-25T01:30:00.000Z', 'en')).toBe('02:30');
  });

  it('lists three weeks from the first free time', () => {
    const days = slotDays([slot('2026-12-01T09:00:00.000Z'), slot('2026-12-21T09:00:00.000Z'), slot('2026-12-22T09:00:00.000Z')], 'es');
    expect(days.map((day) => day.day)).toEqual(['2026-12-01', '2026-12-21']);
    expect(days[0]?.label).toBe('martes, 1 de diciembre');
  });

  it("shows one day at a time: the chosen time's day, else the day asked for, else the first", () => {
    const days = slotDays([slot('2026-12-01T09:00:00.000Z'), slot('2026-12-02T09:00:00.000Z'), slot('2026-12-03T09:00:00.000Z')], 'en');
    expect(days[1]?.short).toBe('Wed 2 Dec');
    expect(shownDay(days)?.day).toBe('2026-12-01');
    expect(shownDay(days, undefined, '2026-12-03')?.day).toBe('2026-12-03');
    expect(shownDay(days, undefined, '2026-12-09')?.day).toBe('2026-12-01');
    expect(shownDay(days, '2026-12-02T09:00:00.000Z', '2026-12-03')?.day).toBe('2026-12-02');
    expect(shownDay(days, '2026-12-05T09:00:00.000Z', '2026-12-03')?.day).toBe('2026-12-03');
    expect(shownDay([])).toBeUndefined();
  });
});

describe('visit times in other time zones', () => {
  /** Free times every 90 minutes for a day and a half from an instant, as the booking form shows them. */
  const shown = (instant: string) => {
    const slots = Array.from({ length: 24 }, (_, index) => slot(new Date(Date.parse(instant) + index * 90 * 60_000).toISOString()));
    return (['es', 'en'] as const).map((language) => ({
      day: visitDay(instant, language),
      time: visitTime(instant, language),
      days: slotDays(slots, language),
    }));
  };

  it.each(CALENDAR_INSTANTS)('shows the same days and times at %s in every zone as in UTC', (instant) => {
    const utc = inTimeZone('UTC', () => shown(instant));
    for (const zone of OTHER_TIME_ZONES) expect(inTimeZone(zone, () => shown(instant))).toEqual(utc);
  });

  it('names a Wednesday and a Saturday in Spanish with their accents', () => {
    expect(inTimeZone('Pacific/Auckland', () => visitDay('2026-12-02T18:30:00Z', 'es'))).toBe('miércoles, 2 de diciembre');
    expect(inTimeZone('America/New_York', () => visitDay('2026-12-05T10:00:00Z', 'es'))).toBe('sábado, 5 de diciembre');
  });
});

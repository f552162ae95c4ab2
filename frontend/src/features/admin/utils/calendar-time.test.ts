import { describe, expect, it } from 'vitest';
import { CALENDAR_INSTANTS, inTimeZone, OTHER_TIME_ZONES } from '../../../test/time-zones';
import {
  daysRange,
  formatDay,
  formatTime,
  instantOfOfficeStart,
  mondayOf,
  officeDayKey,
  officeStartText,
  parseDayKey,
} from './calendar-time';

describe('the calendar reads and writes the office clock (Europe/Madrid) across the clock changes', () => {
  it('turns a typed local start into its instant, winter and summer', () => {
    expect(instantOfOfficeStart('2026-12-10 10:30')?.toISOString()).toBe('2026-12-10T09:30:00.000Z');
    expect(instantOfOfficeStart('2026-07-10 10:30')?.toISOString()).toBe('2026-07-10T08:30:00.000Z');
    expect(instantOfOfficeStart('2026-03-29 02:30')).toBeUndefined();
    expect(instantOfOfficeStart('2026-02-30 10:00')).toBeUndefined();
    expect(officeStartText('2026-10-25T09:00:00.000Z')).toBe('2026-10-25 10:00');
  });

  it('spans a week from Monday midnight, an hour longer in the week the clocks go back', () => {
    const monday = mondayOf(parseDayKey('2026-10-28')!);
    const { from, to } = daysRange(monday, 7);
    expect(from).toBe('2026-10-25T23:00:00.000Z');
    expect(new Date(to).getTime() - new Date(from).getTime()).toBe(7 * 24 * 3_600_000);
    const withChange = daysRange(mondayOf(parseDayKey('2026-10-25')!), 7);
    expect(new Date(withChange.to).getTime() - new Date(withChange.from).getTime()).toBe((7 * 24 + 1) * 3_600_000);
  });
});

describe('the office calendar in other time zones', () => {
  const read = (instant: string) => {
    const day = parseDayKey(officeDayKey(instant));
    const monday = day && mondayOf(day);
    return {
      day,
      start: officeStartText(instant),
      back: instantOfOfficeStart(officeStartText(instant))?.toISOString(),
      week: monday && daysRange(monday, 7),
      labels: day && [formatDay(day, 'es'), formatDay(day, 'en'), formatTime(instant, 'es'), formatTime(instant, 'en')],
    };
  };

  it.each(CALENDAR_INSTANTS)('reads %s the same in every zone as in UTC', (instant) => {
    const utc = inTimeZone('UTC', () => read(instant));
    for (const zone of OTHER_TIME_ZONES) expect(inTimeZone(zone, () => read(instant))).toEqual(utc);
  });

  it('reads the office day and weekday of a Wednesday evening and a Saturday morning', () => {
    const wednesday = inTimeZone('Pacific/Auckland', () => read('2026-12-02T18:30:00Z'));
    expect(wednesday.start).toBe('2026-12-02 19:30');
    expect(wednesday.labels?.[0]).toBe('miércoles, 2 de diciembre');
    const saturday = inTimeZone('Asia/Kolkata', () => read('2026-12-05T10:00:00Z'));
    expect(saturday.labels?.[0]).toBe('sábado, 5 de diciembre');
    expect(saturday.week).toEqual({ from: '2026-11-29T23:00:00.000Z', to: '2026-12-06T23:00:00.000Z' });
  });
});

import { describe, expect, it } from 'vitest';
import { daysRange, instantOfOfficeStart, mondayOf, officeStartText, parseDayKey } from './calendar-time';

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

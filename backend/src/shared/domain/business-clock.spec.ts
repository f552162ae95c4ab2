import { businessClock, madridDay } from '@costa-sol/common';

/** Common's reading of the office's wall clock, at instants where the machine's own zone would disagree. */
describe('businessClock and madridDay: Europe/Madrid whatever the machine', () => {
  it.each([
    ['a winter afternoon (UTC+1)', '2026-11-25T14:30:00Z', { year: 2026, month: 11, day: 25, hour: 15, minute: 30 }],
    ['a summer afternoon (UTC+2)', '2026-07-04T14:30:00Z', { year: 2026, month: 7, day: 4, hour: 16, minute: 30 }],
    ['the last minute of winter time in March', '2027-03-28T00:59:00Z', { year: 2027, month: 3, day: 28, hour: 1, minute: 59 }],
    ['the first minute of summer time: 02:00 never happens', '2027-03-28T01:00:00Z', { year: 2027, month: 3, day: 28, hour: 3, minute: 0 }],
    ['02:30 summer time before the October change', '2027-10-31T00:30:00Z', { year: 2027, month: 10, day: 31, hour: 2, minute: 30 }],
    ['02:30 again, winter time, an hour later', '2027-10-31T01:30:00Z', { year: 2027, month: 10, day: 31, hour: 2, minute: 30 }],
    [
      'midnight in Madrid while UTC is still on New Year’s Eve',
      '2026-12-31T23:00:00Z',
      { year: 2027, month: 1, day: 1, hour: 0, minute: 0 },
    ],
  ])('%s', (_name, instant, clock) => {
    expect(businessClock(new Date(instant))).toEqual(clock);
  });

  it('gives the Madrid calendar day as YYYY-MM-DD, the day after where UTC has not turned yet', () => {
    expect(madridDay(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(madridDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(madridDay(new Date('2027-03-28T23:30:00Z'))).toBe('2027-03-29');
    expect(madridDay(new Date('2027-03-28T21:30:00Z'))).toBe('2027-03-28');
  });
});

import { formatReceived } from './email-dates';

/**
 * The received line of both lead e-mails, at fixed instants: every weekday name with an accent (miércoles,
 * sábado), and both clock changes in Madrid, whatever the machine's own time zone and locale.
 */
describe('formatReceived: long form, Madrid time, in the e-mail language', () => {
  it.each([
    ['a Wednesday (miércoles)', '2026-11-25T06:16:00Z', 'miércoles, 25 de noviembre de 2026, 7:16', 'Wednesday, 25 November 2026 at 07:16'],
    ['a Saturday (sábado)', '2026-11-28T19:05:00Z', 'sábado, 28 de noviembre de 2026, 20:05', 'Saturday, 28 November 2026 at 20:05'],
    [
      'the last minute of winter time in March',
      '2026-03-29T00:59:00Z',
      'domingo, 29 de marzo de 2026, 1:59',
      'Sunday, 29 March 2026 at 01:59',
    ],
    [
      'the first minute of summer time in March',
      '2026-03-29T01:00:00Z',
      'domingo, 29 de marzo de 2026, 3:00',
      'Sunday, 29 March 2026 at 03:00',
    ],
    [
      '02:30 summer time, before the October change',
      '2026-10-25T00:30:00Z',
      'domingo, 25 de octubre de 2026, 2:30',
      'Sunday, 25 October 2026 at 02:30',
    ],
    [
      '02:30 winter time, the same wall time an hour later',
      '2026-10-25T01:30:00Z',
      'domingo, 25 de octubre de 2026, 2:30',
      'Sunday, 25 October 2026 at 02:30',
    ],
    [
      'just before midnight in Madrid, already the next day in UTC terms elsewhere',
      '2026-12-31T22:59:00Z',
      'jueves, 31 de diciembre de 2026, 23:59',
      'Thursday, 31 December 2026 at 23:59',
    ],
    [
      'just after midnight in Madrid, still the day before in UTC',
      '2026-12-31T23:01:00Z',
      'viernes, 1 de enero de 2027, 0:01',
      'Friday, 1 January 2027 at 00:01',
    ],
  ])('%s', (_name, instant, spanish, english) => {
    expect(formatReceived(new Date(instant), 'es')).toBe(spanish);
    expect(formatReceived(new Date(instant), 'en')).toBe(english);
  });
});

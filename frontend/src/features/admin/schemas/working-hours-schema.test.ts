import { describe, expect, it } from 'vitest';
import { workingHoursFormValues, workingHoursSchema } from './working-hours-schema';

const MESSAGE = 'invalid';
const week = (d1: string, d7 = '') => ({ d1, d2: '', d3: '', d4: '', d5: '', d6: '', d7 });

describe('a week of working hours typed as text, one field a day', () => {
  it('reads blocks in any order and spacing, up to midnight, into the PUT body', () => {
    const parsed = workingHoursSchema('en', MESSAGE).safeParse(week(' 15:00 - 19:30,09:00-13:00 ', '20:00-24:00'));
    expect(parsed.success && parsed.data).toEqual({
      hours: [
        { weekday: 1, start: '09:00', end: '13:00' },
        { weekday: 1, start: '15:00', end: '19:30' },
        { weekday: 7, start: '20:00', end: '24:00' },
      ],
    });
  });

  it.each(['09:00-13:00, 12:30-14:00', '13:00-09:00', '9-13', '09:00-25:00', '09:00'])('refuses %s on its day', (text) => {
    const parsed = workingHoursSchema('en', MESSAGE).safeParse(week(text));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['d1', MESSAGE]]);
  });

  it('writes saved hours back as the fields show them', () => {
    expect(
      workingHoursFormValues([
        { weekday: 1, start: '09:00', end: '13:00' },
        { weekday: 1, start: '15:00', end: '19:00' },
        { weekday: 3, start: '08:00', end: '12:00' },
      ]),
    ).toEqual({ d1: '09:00-13:00, 15:00-19:00', d2: '', d3: '08:00-12:00', d4: '', d5: '', d6: '', d7: '' });
  });
});

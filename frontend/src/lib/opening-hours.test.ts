import { describe, expect, it } from 'vitest';
import { weeklyHoursLine } from './opening-hours';

describe('weeklyHoursLine', () => {
  const hours = [
    {
      days: ['Monday' as const, 'Tuesday' as const, 'Wednesday' as const, 'Thursday' as const, 'Friday' as const],
      opens: '08:00',
      closes: '20:00',
    },
    { days: ['Saturday' as const], opens: '09:00', closes: '14:00' },
  ];

  it('writes consecutive days as a range and times without a leading zero, in each language', () => {
    expect(weeklyHoursLine(hours, 'en')).toBe('Mon-Fri 8:00-20:00 · Sat 9:00-14:00');
    expect(weeklyHoursLine(hours, 'es')).toBe('L-V 8:00-20:00 · S 9:00-14:00');
  });

  it('lists days that are not consecutive, in the order of the week', () => {
    expect(weeklyHoursLine([{ days: ['Thursday', 'Monday'], opens: '10:30', closes: '13:00' }], 'en')).toBe('Mon, Thu 10:30-13:00');
  });
});

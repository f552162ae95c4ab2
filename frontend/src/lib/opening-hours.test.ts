import { describe, expect, it } from 'vitest';
import { upcomingClosures, weeklyHoursLine, weeklyHoursRows } from './opening-hours';

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

describe('weeklyHoursRows', () => {
  it('gives each row of the settings and the closed days, in the order of the week, in each language', () => {
    const hours = [
      { days: ['Saturday' as const], opens: '09:00', closes: '13:30' },
      {
        days: ['Monday' as const, 'Tuesday' as const, 'Wednesday' as const, 'Thursday' as const, 'Friday' as const],
        opens: '08:00',
        closes: '20:00',
      },
    ];
    expect(weeklyHoursRows(hours, 'en', 'Closed')).toEqual([
      { days: 'Monday to Friday', time: '08:00–20:00' },
      { days: 'Saturday', time: '09:00–13:30' },
      { days: 'Sunday', time: 'Closed' },
    ]);
    expect(weeklyHoursRows(hours, 'es', 'Cerrado')).toEqual([
      { days: 'Lunes a viernes', time: '08:00–20:00' },
      { days: 'Sábado', time: '09:00–13:30' },
      { days: 'Domingo', time: 'Cerrado' },
    ]);
  });

  it('lists days apart when they do not follow each other', () => {
    const hours = [{ days: ['Monday' as const, 'Wednesday' as const], opens: '10:00', closes: '14:00' }];
    expect(weeklyHoursRows(hours, 'es', 'Cerrado')).toEqual([
      { days: 'Lunes, miércoles', time: '10:00–14:00' },
      { days: 'Martes, jueves, viernes, sábado, domingo', time: 'Cerrado' },
    ]);
  });
});

describe('upcomingClosures', () => {
  it('keeps the days from the given one on, in order', () => {
    expect(upcomingClosures(['2026-12-25', '2026-01-06', '2026-12-08'], '2026-12-08')).toEqual(['2026-12-08', '2026-12-25']);
  });
});

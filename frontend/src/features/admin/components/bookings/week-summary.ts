import type { Language } from '@costa-sol/common';
import type { StaffWeek } from '../../api/get-staff-weeks';

/** The short name of an ISO weekday (1 Monday): 2024-01-01 was a Monday. */
export function weekdayName(weekday: number, language: Language, width: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

/** "Mon 09:00–13:00, 15:00–19:00; Tue 09:00–13:00" */
export function weekSummary(hours: StaffWeek['hours'], language: Language): string {
  const days = [...new Set(hours.map((block) => block.weekday))].sort((a, b) => a - b);
  return days
    .map((weekday) => {
      const blocks = hours.filter((block) => block.weekday === weekday).map((block) => `${block.start}–${block.end}`);
      return `${weekdayName(weekday, language)} ${blocks.join(', ')}`;
    })
    .join('; ');
}

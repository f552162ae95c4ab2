/**
 * The instants the calendar tests check (a Wednesday, a Saturday, a few minutes before each of Madrid's clock
 * changes) and the machine time zones they check them in: far east, far west and a half-hour zone.
 */
export const CALENDAR_INSTANTS = ['2026-12-02T18:30:00Z', '2026-12-05T10:00:00Z', '2027-03-28T00:56:00Z', '2027-10-31T00:56:00Z'];
export const OTHER_TIME_ZONES = ['Pacific/Auckland', 'America/New_York', 'Asia/Kolkata'];

/** Runs compute with the process in a time zone (Node applies a new TZ at once, Date and Intl alike), then restores TZ. */
export function inTimeZone<T>(zone: string, compute: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return compute();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

/** The machine's own offset at an instant, as Date#toString shows it (+1300 in Auckland's summer). */
export const machineOffset = (instant: Date): string | undefined => /GMT([+-]\d{4})/.exec(instant.toString())?.[1];

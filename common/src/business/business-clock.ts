import { BUSINESS } from './business-profile';

/** A wall-clock reading: what a clock on the office wall shows at an instant. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * Made on first use, not when the module loads: building a time-zone formatter costs a phone tens of milliseconds,
 * and public pages load this module whether or not they read the clock.
 */
let parts: Intl.DateTimeFormat | undefined;
const wallClockParts = () =>
  (parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS.timeZone,
    numberingSystem: 'latn',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }));

/**
 * The business's wall clock (Europe/Madrid, clock changes included) at an instant, read from Intl's parts rather
 * than a formatted string, so it is the same whatever the machine's time zone, locale or ICU version.
 */
export function businessClock(instant: Date): WallClock {
  const read = wallClockParts().formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(read.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

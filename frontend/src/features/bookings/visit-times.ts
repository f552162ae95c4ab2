import type { Language } from '@costa-sol/common';

/** The office's clock: every time a visitor reads is Madrid time, whatever the browser's zone. */
const OFFICE_ZONE = 'Europe/Madrid';
const LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es-ES' };
/** How far from the first free time the page lists times. */
const SHOWN_DAYS = 21;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Slot {
  start: string;
  end: string;
}

interface SlotDay {
  /** The Madrid date, YYYY-MM-DD. */
  day: string;
  label: string;
  /** The day as its link in the list of days says it, e.g. "Tue 1 Dec". */
  short: string;
  slots: { start: string; time: string }[];
}

const dayKey = (instant: string) => new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_ZONE }).format(new Date(instant));

export function visitDay(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone: OFFICE_ZONE, weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(instant),
  );
}

function visitShortDay(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone: OFFICE_ZONE, weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(instant),
  );
}

export function visitTime(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone: OFFICE_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );
}

/** The first three weeks of free times, by Madrid day, earliest first. */
export function slotDays(slots: readonly Slot[], language: Language): SlotDay[] {
  const first = slots[0];
  if (!first) return [];
  const until = Date.parse(first.start) + SHOWN_DAYS * DAY_MS;
  const days = new Map<string, SlotDay>();
  for (const slot of slots.filter((candidate) => Date.parse(candidate.start) < until)) {
    const key = dayKey(slot.start);
    const day = days.get(key) ?? {
      day: key,
      label: visitDay(slot.start, language),
      short: visitShortDay(slot.start, language),
      slots: [],
    };
    day.slots.push({ start: slot.start, time: visitTime(slot.start, language) });
    days.set(key, day);
  }
  return [...days.values()];
}

/**
 * The day whose times are shown (the visitor chooses a day first, then its times): the day of the time they chose, if
 * it is still free; else the day asked for (`?day=YYYY-MM-DD`), if it has free times; else the first day.
 */
export function shownDay(days: readonly SlotDay[], chosen?: string, asked?: string): SlotDay | undefined {
  const ofChosen = chosen ? days.find((day) => day.slots.some((slot) => slot.start === chosen)) : undefined;
  return ofChosen ?? days.find((day) => day.day === asked) ?? days[0];
}

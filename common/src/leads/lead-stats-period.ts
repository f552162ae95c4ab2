import type { LeadStatus } from './lead-enums';
import { businessClock } from '../business/business-clock';
import { BUSINESS } from '../business/business-profile';

/**
 * A period of the admin's lead statistics: whole calendar days in the business's time zone (Europe/Madrid), both
 * ends included, as YYYY-MM-DD. The API and the admin's period form check it with the same functions.
 */
export interface StatsPeriod {
  from: string;
  to: string;
}

/** The longest period: a whole year, leap years (366 days) included. */
export const MAX_STATS_DAYS = 366;
export const DEFAULT_STATS_DAYS = 30;
export const STATS_TIME_ZONE = BUSINESS.timeZone;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD day, or undefined when it is not a real calendar day ('2026-02-30'). */
function dayNumber(day: string): number | undefined {
  const match = DAY_PATTERN.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) return undefined;
  return time / MS_PER_DAY;
}

export function isCalendarDay(day: string): boolean {
  return dayNumber(day) !== undefined;
}

export function addDays(day: string, days: number): string {
  const number = dayNumber(day);
  if (number === undefined) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date((number + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Number of days of the period, both ends counted (a period from a day to itself has 1). */
export function daysOf(period: StatsPeriod): number {
  const from = dayNumber(period.from);
  const to = dayNumber(period.to);
  if (from === undefined || to === undefined) throw new RangeError(`Not a period: ${period.from}..${period.to}`);
  return to - from + 1;
}

/** The calendar day in Madrid at an instant. */
export function madridDay(instant: Date): string {
  const { year, month, day } = businessClock(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The steps of the sales funnel on "Leads by source": every lead of the period, then those whose timeline reached
 * each stage (or a later one). 'contacted' also counts a lead with a contact recorded. The API's funnel rows and
 * the admin's columns follow this order.
 */
export const FUNNEL_STEPS = ['leads', 'contacted', 'quoted', 'won'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** For each stage step, the lead stages that mean it was reached (a won job was quoted, a quote followed a contact). */
export const FUNNEL_STAGES_REACHED = {
  contacted: ['contacted', 'survey-booked', 'quoted', 'won'],
  quoted: ['quoted', 'won'],
  won: ['won'],
} as const satisfies Record<Exclude<FunnelStep, 'leads'>, readonly LeadStatus[]>;

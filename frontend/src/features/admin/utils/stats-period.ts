import { addDays, daysOf, isCalendarDay, MAX_STATS_DAYS, type StatsPeriod } from '@costa-sol/common';

/** The period buttons: the last 7, 30 and 90 days, today included. */
export const STATS_PRESETS = [7, 30, 90] as const;

/** The last `days` days up to `today` (YYYY-MM-DD), both ends included. */
export function presetPeriod(days: number, today: string): StatsPeriod {
  return { from: addDays(today, 1 - days), to: today };
}

export type PeriodProblem = 'required' | 'invalid' | 'endBeforeStart' | 'tooLong';

/** What is wrong with a period typed into the form, and on which field; none when the API will accept it. */
export function periodProblems(from: string, to: string): Partial<Record<keyof StatsPeriod, PeriodProblem>> {
  const problems: Partial<Record<keyof StatsPeriod, PeriodProblem>> = {};
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!value) problems[field] = 'required';
    else if (!isCalendarDay(value)) problems[field] = 'invalid';
  }
  if (problems.from || problems.to) return problems;
  const days = daysOf({ from, to });
  if (days < 1) return { to: 'endBeforeStart' };
  if (days > MAX_STATS_DAYS) return { from: 'tooLong' };
  return {};
}

/** The period in the address (?from=&to=) when it is a valid one; otherwise none, and the API's default applies. */
export function periodFromSearch(params: URLSearchParams): Partial<StatsPeriod> {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return Object.keys(periodProblems(from, to)).length === 0 ? { from, to } : {};
}

/** The preset that gives exactly this period today, if any (shown as the pressed button). */
export function presetOf(period: StatsPeriod, today: string): number | undefined {
  return STATS_PRESETS.find((days) => {
    const preset = presetPeriod(days, today);
    return preset.from === period.from && preset.to === period.to;
  });
}

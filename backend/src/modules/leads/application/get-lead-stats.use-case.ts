import { Injectable } from '@nestjs/common';
import { InvalidStatsPeriodError } from '../domain/lead.errors';
import { addDays, DEFAULT_STATS_DAYS, daysOf, isCalendarDay, MAX_STATS_DAYS, madridDay } from '@costa-sol/common';
import { LeadStats, type LeadStatsReport } from './lead-stats.port';
import { Clock } from '../../../shared/application/clock.port';

/** Lead counts over a period of Madrid days; by default the last 30 days up to today. */
@Injectable()
export class GetLeadStats {
  constructor(
    private readonly stats: LeadStats,
    private readonly clock: Clock,
  ) {}

  async execute(input: { from?: string; to?: string }, now = this.clock.now()): Promise<LeadStatsReport> {
    for (const field of ['from', 'to'] as const) {
      const day = input[field];
      if (day !== undefined && !isCalendarDay(day)) throw new InvalidStatsPeriodError(field, 'Give a calendar day as YYYY-MM-DD.');
    }
    const to = input.to ?? madridDay(now);
    const from = input.from ?? addDays(to, 1 - DEFAULT_STATS_DAYS);
    const days = daysOf({ from, to });
    if (days < 1) throw new InvalidStatsPeriodError('to', 'The end of the period must not be before its start.');
    if (days > MAX_STATS_DAYS) throw new InvalidStatsPeriodError('from', `The period can span at most ${MAX_STATS_DAYS} days.`);
    return this.stats.forPeriod({ from, to });
  }
}

import type { StatsPeriod } from '@costa-sol/common';

/** Leads of one value of a group; `key` is null for leads that did not carry the value (no UTM, no referrer). */
export interface KeyCount {
  key: string | null;
  count: number;
}

interface DayCount {
  date: string;
  count: number;
}

/** The groups of the report, each ordered by count (highest first), then by key. */
export const LEAD_STATS_GROUPS = ['byKind', 'byLanguage', 'byUtmSource', 'byUtmCampaign', 'byReferrerHost', 'byLandingPage'] as const;
export type LeadStatsGroup = (typeof LEAD_STATS_GROUPS)[number];

/** Counts of the period's leads (spam-trap leads left out, as in the inbox); every day of the period is in byDay. */
export type LeadStatsReport = StatsPeriod & { total: number; byDay: DayCount[] } & Record<LeadStatsGroup, KeyCount[]>;

/** Port: counts of stored leads over a period, for the staff's dashboard. */
export abstract class LeadStats {
  abstract forPeriod(period: StatsPeriod): Promise<LeadStatsReport>;
}

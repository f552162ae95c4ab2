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

/** The funnel of one source or campaign: its leads, and how many of them reached each stage. */
export interface FunnelRow {
  key: string | null;
  leads: number;
  contacted: number;
  quoted: number;
  won: number;
}

/** The won jobs of one source: how many, and the sum of their values in euros. */
interface WonValueRow {
  key: string | null;
  won: number;
  value: number;
}

/** One ISO week (Monday in Madrid) of the period: its leads, those answered, and their median first response time. */
interface ResponseWeek {
  week: string;
  weekStart: string;
  leads: number;
  responded: number;
  medianMinutes: number | null;
}

/** The sales side of the report: funnels by UTM source and campaign, value won by source, first response per week. */
export interface LeadPipelineStats {
  funnelBySource: FunnelRow[];
  funnelByCampaign: FunnelRow[];
  wonValueBySource: WonValueRow[];
  responseByWeek: ResponseWeek[];
}

/** Counts of the period's leads (spam-trap leads left out, as in the inbox); every day of the period is in byDay. */
export type LeadStatsReport = StatsPeriod & { total: number; byDay: DayCount[] } & Record<LeadStatsGroup, KeyCount[]> & LeadPipelineStats;

/** Port: counts of stored leads over a period, for the staff's dashboard. */
export abstract class LeadStats {
  abstract forPeriod(period: StatsPeriod): Promise<LeadStatsReport>;
}

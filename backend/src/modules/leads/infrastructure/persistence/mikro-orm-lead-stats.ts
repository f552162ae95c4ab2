import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type KeyCount, LEAD_STATS_GROUPS, type LeadStatsGroup, LeadStats, type LeadStatsReport } from '../../application/lead-stats.port';
import { STATS_TIME_ZONE, type StatsPeriod } from '@costa-sol/common';

/** The host of a URL referrer ('https://User@www.Google.es:443/search?q=x' gives 'www.google.es'). */
const URL_HOST = '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#:]+)';

/** Column (or expression over the lead table) that each group counts by. */
const GROUP_COLUMNS: Record<LeadStatsGroup, string> = {
  byKind: 'kind',
  byLanguage: 'language',
  byUtmSource: 'utm_source',
  byUtmCampaign: 'utm_campaign',
  byReferrerHost: 'referrer_host',
  byLandingPage: 'page_path',
};

interface Row {
  grp: LeadStatsGroup | 'byDay' | 'total';
  key: string | null;
  count: number;
}

/**
 * One statement, so every figure comes from the same snapshot: the period's non-spam leads (as the inbox
 * shows them), their Madrid day, then one GROUP BY per group. A lead entered by staff has no UTM source: its
 * channel (phone, whatsapp, in-person) counts as its source. Days without leads come from generate_series.
 * Keys sort byte-wise (collate "C") so PostgreSQL and the embedded PGlite order them alike.
 */
const STATS_SQL = `
with scoped as (
  select kind::text as kind, language, coalesce(utm_source, nullif(channel, 'web')) as utm_source, utm_campaign, page_path,
         case when referrer is null then null
              else coalesce(lower(substring(referrer from ?)), referrer) end as referrer_host,
         (received_at at time zone ?)::date as day
    from lead
   where not is_spam
     and received_at >= (?::date)::timestamp at time zone ?
     and received_at < (?::date + 1)::timestamp at time zone ?
), grouped as (
  select 'total' as grp, null::text as key, count(*)::int as count from scoped
  union all
  select 'byDay', to_char(d, 'YYYY-MM-DD'), count(scoped.day)::int
    from generate_series((?::date)::timestamp, (?::date)::timestamp, interval '1 day') as d
    left join scoped on scoped.day = d::date
   group by d
  ${LEAD_STATS_GROUPS.map(
    (group) => `union all
  select '${group}', ${GROUP_COLUMNS[group]}, count(*)::int from scoped group by ${GROUP_COLUMNS[group]}`,
  ).join('\n  ')}
)
select grp, key, count from grouped
 order by grp, case when grp = 'byDay' then key end, count desc, key collate "C" nulls last`;

@Injectable()
export class MikroOrmLeadStats extends LeadStats {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async forPeriod(period: StatsPeriod): Promise<LeadStatsReport> {
    const { from, to } = period;
    const rows = await this.em
      .getConnection()
      .execute<Row[]>(STATS_SQL, [URL_HOST, STATS_TIME_ZONE, from, STATS_TIME_ZONE, to, STATS_TIME_ZONE, from, to], 'all');
    const groups = Object.fromEntries(LEAD_STATS_GROUPS.map((group) => [group, [] as KeyCount[]])) as Record<LeadStatsGroup, KeyCount[]>;
    const report: LeadStatsReport = { from, to, total: 0, byDay: [], ...groups };
    for (const { grp, key, count } of rows) {
      if (grp === 'total') report.total = count;
      else if (grp === 'byDay') report.byDay.push({ date: key ?? '', count });
      else report[grp].push({ key, count });
    }
    return report;
  }
}

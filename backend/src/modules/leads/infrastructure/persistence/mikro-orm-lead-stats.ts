import { IsolationLevel } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type KeyCount,
  LEAD_STATS_GROUPS,
  type LeadPipelineStats,
  type LeadStatsGroup,
  LeadStats,
  type LeadStatsReport,
} from '../../application/lead-stats.port';
import { FUNNEL_STAGES_REACHED, STATS_TIME_ZONE, type StatsPeriod } from '@costa-sol/common';

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
/** A lead's source in every figure: its utm_source, else the channel staff entered it by (web leads have none). */
const LEAD_SOURCE_SQL = `coalesce(utm_source, nullif(channel, 'web'))`;

const STATS_SQL = `
with scoped as (
  select kind::text as kind, language, ${LEAD_SOURCE_SQL} as utm_source, utm_campaign, page_path,
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

/** A SQL list of the stages that mean a funnel step was reached (constants of common, never visitor input). */
const stagesOf = (step: keyof typeof FUNNEL_STAGES_REACHED) => FUNNEL_STAGES_REACHED[step].map((stage) => `'${stage}'`).join(', ');

/** True when the lead's timeline has a stage change to or from one of the stages, or the lead stands at one now. */
const reached = (step: keyof typeof FUNNEL_STAGES_REACHED, alsoWhen = 'false') => `(
      s.status in (${stagesOf(step)}) or ${alsoWhen}
      or exists (select 1 from lead_event e
                  where e.lead_id = s.id and e.kind = 'stage'
                    and (e.payload->>'to' in (${stagesOf(step)}) or e.payload->>'from' in (${stagesOf(step)}))))`;

const FUNNEL_COUNTS = `count(*)::int as leads, count(*) filter (where contacted)::int as contacted,
         count(*) filter (where quoted)::int as quoted, count(*) filter (where won)::int as won`;

/**
 * The sales figures of the same leads (their source as the counts have it): for each lead, whether its timeline reached contacted (a contact recorded
 * counts), quoted and won; then the funnel per UTM source and per campaign, the won jobs' values per source (leads
 * standing at 'won'), and per ISO week of arrival (weeks start on Monday, Madrid time) the median minutes from
 * arrival to the first response of the leads that have one. Every week the period touches is listed.
 */
const PIPELINE_SQL = `
with scoped as (
  select id, ${LEAD_SOURCE_SQL} as utm_source, utm_campaign, status::text as status, won_value, received_at, first_response_at,
         date_trunc('week', received_at at time zone ?)::date as week_start
    from lead
   where not is_spam
     and received_at >= (?::date)::timestamp at time zone ?
     and received_at < (?::date + 1)::timestamp at time zone ?
), reached as (
  select s.*,
    ${reached('contacted', `s.first_response_at is not null or exists (select 1 from lead_event c where c.lead_id = s.id and c.kind = 'contact')`)} as contacted,
    ${reached('quoted')} as quoted,
    ${reached('won')} as won
    from scoped s
), figures as (
  select 'funnelBySource' as grp, utm_source as key, ${FUNNEL_COUNTS},
         null::float8 as value, null::float8 as median, null::date as week_start
    from reached group by utm_source
  union all
  select 'funnelByCampaign', utm_campaign, ${FUNNEL_COUNTS}, null, null, null
    from reached group by utm_campaign
  union all
  select 'wonValueBySource', utm_source, 0, 0, 0, count(*)::int, coalesce(sum(won_value), 0)::float8, null, null
    from reached where status = 'won' group by utm_source
  union all
  select 'responseByWeek', to_char(w, 'IYYY-"W"IW'), count(s.id)::int, count(s.first_response_at)::int, 0, 0, null,
         round((percentile_cont(0.5) within group (
           order by extract(epoch from s.first_response_at - s.received_at)::float8) / 60)::numeric, 1)::float8,
         w::date
    from generate_series(date_trunc('week', (?::date)::timestamp), (?::date)::timestamp, interval '1 week') as w
    left join scoped s on s.week_start = w::date
   group by w
)
select grp, key, leads, contacted, quoted, won, value, median, to_char(week_start, 'YYYY-MM-DD') as week_start
  from figures
 order by grp, week_start, value desc nulls last, leads desc, key collate "C" nulls last`;

interface PipelineRow {
  grp: keyof LeadPipelineStats;
  key: string | null;
  leads: number;
  contacted: number;
  quoted: number;
  won: number;
  value: number | null;
  median: number | null;
  week_start: string | null;
}

@Injectable()
export class MikroOrmLeadStats extends LeadStats {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async forPeriod(period: StatsPeriod): Promise<LeadStatsReport> {
    const { from, to } = period;
    // Both statements read one snapshot, so the counts and the funnels agree.
    const [rows, pipeline] = await this.em
      .fork()
      .transactional(
        async (em) => [
          await em.execute<Row[]>(STATS_SQL, [URL_HOST, STATS_TIME_ZONE, from, STATS_TIME_ZONE, to, STATS_TIME_ZONE, from, to], 'all'),
          await em.execute<PipelineRow[]>(PIPELINE_SQL, [STATS_TIME_ZONE, from, STATS_TIME_ZONE, to, STATS_TIME_ZONE, from, to], 'all'),
        ],
        { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
      );
    const groups = Object.fromEntries(LEAD_STATS_GROUPS.map((group) => [group, [] as KeyCount[]])) as Record<LeadStatsGroup, KeyCount[]>;
    const report: LeadStatsReport = {
      from,
      to,
      total: 0,
      byDay: [],
      ...groups,
      funnelBySource: [],
      funnelByCampaign: [],
      wonValueBySource: [],
      responseByWeek: [],
    };
    for (const { grp, key, count } of rows) {
      if (grp === 'total') report.total = count;
      else if (grp === 'byDay') report.byDay.push({ date: key ?? '', count });
      else report[grp].push({ key, count });
    }
    for (const { grp, key, leads, contacted, quoted, won, value, median, week_start } of pipeline) {
      if (grp === 'wonValueBySource') report.wonValueBySource.push({ key, won, value: value ?? 0 });
      else if (grp === 'responseByWeek')
        report.responseByWeek.push({ week: key ?? '', weekStart: week_start ?? '', leads, responded: contacted, medianMinutes: median });
      else report[grp].push({ key, leads, contacted, quoted, won });
    }
    return report;
  }
}

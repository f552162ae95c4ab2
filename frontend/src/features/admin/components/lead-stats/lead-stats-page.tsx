import { FUNNEL_STEPS, LEAD_KINDS, madridDay, type StatsPeriod } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useTransition } from 'react';
import { useSearchParams } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useLeadStats } from '../../api/get-lead-stats';
import { adminText } from '../../content/admin-text';
import { periodFromSearch } from '../../utils/stats-period';
import { oneOf } from '../filter-select';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { CHART_TOP, DayChart, GroupChart, GroupSeriesChart, WeekChart } from './stats-charts';
import { StatsDownloadButton } from './stats-download-button';
import { StatsPeriodForm } from './stats-period-form';
import { StatsTable } from './stats-table';

const GROUPS = ['byKind', 'byLanguage', 'byUtmSource', 'byUtmCampaign', 'byReferrerHost', 'byLandingPage'] as const;
type Group = (typeof GROUPS)[number];

/** The two funnels, each with the group whose words name its keys. */
const FUNNELS = [
  { funnel: 'funnelBySource', group: 'byUtmSource' },
  { funnel: 'funnelByCampaign', group: 'byUtmCampaign' },
] as const;

function Section({ id, title, wide, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}
    >
      <Typography id={id} component="h2" sx={{ fontSize: '1.2rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Leads over a period, per day and by kind, language, UTM source and campaign, referring site and page, then the
 * sales funnel per source and campaign, the value won per source and the median first response per week: each as
 * a chart and as a table with the same figures, the period in the address (?from=&to=). admin-routes.tsx loads
 * this page on its own, so the charts library stays out of every other admin page.
 */
export function LeadStatsPage() {
  const t = useCatalogue(adminText);
  const s = t.leadStats;
  const [params, setParams] = useSearchParams();
  const [pending, startTransition] = useTransition();
  const stats = useLeadStats(periodFromSearch(params));
  const today = madridDay(new Date());
  const sales = s.sales;

  const choose = (period: StatsPeriod) => {
    // A transition keeps the figures (and the focused control) on screen while the next ones load.
    startTransition(() => setParams(new URLSearchParams({ from: period.from, to: period.to }), { replace: true }));
  };

  /** What a table and a chart call a value; leads without one get a word for that in parentheses. */
  const label = (group: Group, key: string | null): string => {
    if (key === null) {
      if (group === 'byReferrerHost') return s.direct;
      return group === 'byUtmSource' || group === 'byUtmCampaign' ? s.none : s.unknown;
    }
    if (group === 'byKind') {
      const kind = oneOf(LEAD_KINDS, key);
      return kind ? t.leads.kinds[kind] : key;
    }
    return group === 'byLanguage' ? (s.languages[key] ?? key) : key;
  };

  return (
    <>
      <AdminHead title={s.title} />
      <PageHeading>{s.title}</PageHeading>
      <Typography sx={{ mb: 3, maxWidth: '75ch' }}>{s.intro}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}>
        <StatsPeriodForm key={`${stats.from}/${stats.to}`} period={stats} today={today} onChoose={choose} />
        <StatsDownloadButton period={stats} />
      </Box>
      <Box aria-busy={pending || undefined} sx={{ opacity: pending ? 0.6 : 1, transition: 'opacity 0.2s' }}>
        <Typography role="status" data-testid="stats-summary" sx={{ mb: 2, fontWeight: 600 }}>
          {s.summary(s.day(stats.from), s.day(stats.to), stats.total)}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <Section id="stats-byDay" title={s.groups.byDay} wide>
            <DayChart days={stats.byDay} label={s.columns.count} formatDay={s.shortDay} />
            <StatsTable
              caption={s.caption(s.groups.byDay)}
              keyHeader={s.columns.byDay}
              valueHeaders={[s.columns.count]}
              rows={stats.byDay.map((day) => ({ id: day.date, label: s.day(day.date), values: [day.count] }))}
            />
          </Section>
          {GROUPS.map((group) => {
            const rows = stats[group].map((row) => ({ id: row.key ?? '', label: label(group, row.key), count: row.count }));
            const tableRows = rows.map((row) => ({ ...row, values: [row.count] }));
            return (
              <Section key={group} id={`stats-${group}`} title={s.groups[group]}>
                {rows.length === 0 ? (
                  <Typography>{s.empty}</Typography>
                ) : (
                  <>
                    <GroupChart rows={rows} label={s.columns.count} />
                    {rows.length > CHART_TOP && (
                      <Typography variant="body2" sx={{ mb: 1 }}>
                        {s.topNote(CHART_TOP)}
                      </Typography>
                    )}
                    <StatsTable
                      caption={s.caption(s.groups[group])}
                      keyHeader={s.columns[group]}
                      valueHeaders={[s.columns.count]}
                      rows={tableRows}
                    />
                  </>
                )}
              </Section>
            );
          })}
          {FUNNELS.map(({ funnel, group }) => {
            const rows = stats[funnel];
            const labels = rows.map((row) => label(group, row.key));
            return (
              <Section key={funnel} id={`stats-${funnel}`} title={sales[funnel]} wide>
                <Typography variant="body2" sx={{ mb: 1, maxWidth: '75ch' }}>
                  {sales.funnelNote}
                </Typography>
                {rows.length === 0 ? (
                  <Typography>{s.empty}</Typography>
                ) : (
                  <>
                    <GroupSeriesChart
                      labels={labels}
                      series={FUNNEL_STEPS.map((step) => ({ label: sales.steps[step], data: rows.map((row) => row[step]) }))}
                    />
                    {rows.length > CHART_TOP && (
                      <Typography variant="body2" sx={{ mb: 1 }}>
                        {s.topNote(CHART_TOP)}
                      </Typography>
                    )}
                    <StatsTable
                      caption={s.caption(sales[funnel])}
                      keyHeader={s.columns[group]}
                      valueHeaders={[...FUNNEL_STEPS.map((step) => sales.steps[step]), sales.winRate]}
                      rows={rows.map((row, index) => ({
                        id: row.key ?? '',
                        label: labels[index],
                        values: [...FUNNEL_STEPS.map((step) => row[step]), sales.percent(row.won / row.leads)],
                      }))}
                    />
                  </>
                )}
              </Section>
            );
          })}
          <Section id="stats-wonValueBySource" title={sales.wonValueBySource}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {sales.wonNote}
            </Typography>
            {stats.wonValueBySource.length === 0 ? (
              <Typography>{sales.noWon}</Typography>
            ) : (
              <>
                <GroupSeriesChart
                  labels={stats.wonValueBySource.map((row) => label('byUtmSource', row.key))}
                  series={[{ label: sales.valueWon, data: stats.wonValueBySource.map((row) => row.value) }]}
                  valueFormatter={(value) => (value === null ? '' : sales.euros(value))}
                />
                <StatsTable
                  caption={s.caption(sales.wonValueBySource)}
                  keyHeader={s.columns.byUtmSource}
                  valueHeaders={[sales.jobsWon, sales.valueWon]}
                  rows={stats.wonValueBySource.map((row) => ({
                    id: row.key ?? '',
                    label: label('byUtmSource', row.key),
                    values: [row.won, sales.euros(row.value)],
                  }))}
                />
              </>
            )}
          </Section>
          <Section id="stats-responseByWeek" title={sales.responseByWeek}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {sales.responseNote}
            </Typography>
            <WeekChart
              label={sales.medianHours}
              weeks={stats.responseByWeek.map((week) => ({
                label: week.week.slice(5),
                value: week.medianMinutes === null ? null : Math.round((week.medianMinutes / 60) * 10) / 10,
              }))}
            />
            <StatsTable
              caption={s.caption(sales.responseByWeek)}
              keyHeader={sales.week}
              valueHeaders={[s.columns.count, sales.answered, sales.median]}
              rows={stats.responseByWeek.map((week) => ({
                id: week.week,
                label: sales.weekOf(week.week, week.weekStart),
                values: [week.leads, week.responded, week.medianMinutes === null ? sales.notAnswered : sales.duration(week.medianMinutes)],
              }))}
            />
          </Section>
        </Box>
      </Box>
    </>
  );
}

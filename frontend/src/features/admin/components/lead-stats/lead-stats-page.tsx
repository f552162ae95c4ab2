import { LEAD_KINDS, madridDay, type StatsPeriod } from '@costa-sol/common';
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
import { CHART_TOP, DayChart, GroupChart } from './stats-charts';
import { StatsDownloadButton } from './stats-download-button';
import { StatsPeriodForm } from './stats-period-form';
import { StatsTable } from './stats-table';

const GROUPS = ['byKind', 'byLanguage', 'byUtmSource', 'byUtmCampaign', 'byReferrerHost', 'byLandingPage'] as const;
type Group = (typeof GROUPS)[number];

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
 * Leads over a period, per day and by kind, language, UTM source and campaign, referring site and page: each as
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
              countHeader={s.columns.count}
              rows={stats.byDay.map((day) => ({ id: day.date, label: s.day(day.date), count: day.count }))}
            />
          </Section>
          {GROUPS.map((group) => {
            const rows = stats[group].map((row) => ({ id: row.key ?? '', label: label(group, row.key), count: row.count }));
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
                      countHeader={s.columns.count}
                      rows={rows}
                    />
                  </>
                )}
              </Section>
            );
          })}
        </Box>
      </Box>
    </>
  );
}

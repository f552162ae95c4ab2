import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCatalogue } from '../../../i18n/i18n-context';
import type { AdminLead } from '../api/api-types';
import { useCategories } from '../api/get-categories';
import { useFollowUps } from '../api/get-follow-ups';
import { useLeads } from '../api/get-leads';
import { adminText } from '../content/admin-text';
import { useMayDo } from './kit/may-do';
import { AdminHead } from './shell/admin-head';
import { PageHeading } from './shell/page-heading';

function CountCard({ id, label, count, to, linkText }: { id: string; label: string; count: number; to: string; linkText: string }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 3 }}>
      <Typography id={id} component="h2" sx={{ fontSize: '1rem', fontWeight: 700, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="p" data-testid={id} sx={{ fontSize: '2.4rem', fontWeight: 800, my: 1 }}>
        {count}
      </Typography>
      <Link component={RouterLink} to={to}>
        {linkText}
      </Link>
    </Paper>
  );
}

function FollowUpList({
  id,
  title,
  empty,
  leads,
  since,
}: {
  id: string;
  title: string;
  empty: string;
  leads: AdminLead[];
  since?: boolean;
}) {
  const t = useCatalogue(adminText);
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        {title} ({leads.length})
      </Typography>
      {leads.length === 0 ? (
        <Typography>{empty}</Typography>
      ) : (
        <Box component="ul" data-testid={id} sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {leads.map((lead) => (
            <li key={lead.id}>
              <Link component={RouterLink} to={`/admin/leads/${lead.id}`}>
                {lead.name}
              </Link>{' '}
              · {t.leads.kinds[lead.kind]} · {t.leads.statuses[lead.status]}
              {since && lead.followUpOn ? ` · ${t.dashboard.followUpSince(t.leads.followUp.day(lead.followUpOn))}` : ''}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Open leads whose follow-up is today or past (a technician's own only), each linking to the lead. */
function FollowUps() {
  const t = useCatalogue(adminText);
  const d = t.dashboard;
  const { dueToday, overdue } = useFollowUps();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="follow-ups" sx={{ p: 3, mt: 4 }}>
      <Typography id="follow-ups" component="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
        {d.followUps}
      </Typography>
      <Typography sx={{ mb: 2 }}>{d.followUpsIntro}</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FollowUpList id="follow-ups-today" title={d.dueToday} empty={d.noneDueToday} leads={dueToday} />
        <FollowUpList id="follow-ups-overdue" title={d.overdue} empty={d.noneOverdue} leads={overdue} since />
      </Box>
    </Paper>
  );
}

/**
 * Counts of categories, published and draft pages and new leads, each linking to its area; the follow-ups due today and
 * overdue; shortcuts the role may use.
 */
export function DashboardPage() {
  const t = useCatalogue(adminText);
  const d = t.dashboard;
  const categories = useCategories();
  const newLeads = useLeads({ status: 'new' }, 1).total;
  const published = categories.reduce((sum, category) => sum + category.publishedPages, 0);
  const drafts = categories.reduce((sum, category) => sum + category.draftPages, 0);
  const mayEditContent = useMayDo('content.edit');
  const mayReadStats = useMayDo('leads.stats');
  return (
    <>
      <AdminHead title={d.title} />
      <PageHeading>{d.title}</PageHeading>
      <Typography sx={{ mb: 3 }}>{d.intro}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <CountCard
          id="count-categories"
          label={d.categories}
          count={categories.length}
          to="/admin/categories"
          linkText={d.manageCategories}
        />
        <CountCard
          id="count-published"
          label={d.published}
          count={published}
          to="/admin/pages?status=published"
          linkText={d.viewPublished}
        />
        <CountCard id="count-drafts" label={d.drafts} count={drafts} to="/admin/pages?status=draft" linkText={d.viewDrafts} />
        <CountCard id="count-new-leads" label={d.newLeads} count={newLeads} to="/admin/leads?status=new" linkText={d.viewLeads} />
      </Box>
      <FollowUps />
      <Box sx={{ display: 'flex', gap: 2, mt: 4, flexWrap: 'wrap' }}>
        {mayEditContent && (
          <>
            <Button data-action="content.edit" component={RouterLink} to="/admin/categories/new" variant="contained">
              {d.newCategory}
            </Button>
            <Button data-action="content.edit" component={RouterLink} to="/admin/pages/new" variant="contained">
              {d.newPage}
            </Button>
          </>
        )}
        {mayReadStats && (
          <Button data-action="leads.stats" component={RouterLink} to="/admin/leads/stats" variant="outlined">
            {d.leadStats}
          </Button>
        )}
      </Box>
    </>
  );
}

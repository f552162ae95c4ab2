import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCatalogue } from '../../../i18n/i18n-context';
import { useCategories } from '../api/get-categories';
import { useLeads } from '../api/get-leads';
import { useSession } from '../api/session-store';
import { adminText } from '../content/admin-text';
import { mayEditContent, mayOpen } from '../utils/staff-access';
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

/** Counts of categories, published and draft pages and new leads, each linking to its area; shortcuts the role may use. */
export function DashboardPage() {
  const t = useCatalogue(adminText);
  const d = t.dashboard;
  const categories = useCategories();
  const newLeads = useLeads({ status: 'new' }, 1).total;
  const published = categories.reduce((sum, category) => sum + category.publishedPages, 0);
  const drafts = categories.reduce((sum, category) => sum + category.draftPages, 0);
  const session = useSession();
  const role = session.status === 'active' ? session.session.user?.role : undefined;
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
      <Box sx={{ display: 'flex', gap: 2, mt: 4, flexWrap: 'wrap' }}>
        {mayEditContent(role) && (
          <>
            <Button component={RouterLink} to="/admin/categories/new" variant="contained">
              {d.newCategory}
            </Button>
            <Button component={RouterLink} to="/admin/pages/new" variant="contained">
              {d.newPage}
            </Button>
          </>
        )}
        {mayOpen(role, 'leadStats') && (
          <Button component={RouterLink} to="/admin/leads/stats" variant="outlined">
            {d.leadStats}
          </Button>
        )}
      </Box>
    </>
  );
}

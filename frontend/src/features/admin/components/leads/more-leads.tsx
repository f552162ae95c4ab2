import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../../../i18n/i18n-context';
import type { LeadList } from '../../api/get-leads';
import { adminText } from '../../content/admin-text';

/** "12 of 40 shown" and a button that appends the next page; hidden when everything is shown. */
export function MoreLeads({ shown, list }: { shown: number; list: LeadList }) {
  const t = useCatalogue(adminText);
  if (!list.hasMore) return null;
  return (
    <Box component="nav" aria-label={t.leads.pagination} sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3 }}>
      <Typography>{t.leads.shownOf(shown, list.total, list.totalCapped)}</Typography>
      <Button variant="outlined" disabled={list.loadingMore} onClick={list.loadMore}>
        {t.leads.more}
      </Button>
    </Box>
  );
}

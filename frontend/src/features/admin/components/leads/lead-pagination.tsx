import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';

/** Previous / "Page 2 of 5" / Next; hidden when everything fits on one page. */
export function LeadPagination({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const t = useCatalogue(adminText);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <Box component="nav" aria-label={t.leads.pagination} sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3 }}>
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.leads.previous}
      </Button>
      <Typography>{t.leads.pageOf(page, pages)}</Typography>
      <Button variant="outlined" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.leads.next}
      </Button>
    </Box>
  );
}

import { PUBLICATION_STATUSES } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { startTransition } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useCategories } from '../../api/get-categories';
import { usePages } from '../../api/get-pages';
import { adminText } from '../../content/admin-text';
import { FilterSelect, oneOf } from '../filter-select';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { PublicationToggle, StatusChip } from './publication-toggle';

/** Q&A pages, newest edit first, filtered by category and status (kept in the address, so a filter can be shared). */
export function PageListPage() {
  const t = useCatalogue(adminText);
  const p = t.pages;
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const categoryId = categories.find((category) => category.id === params.get('categoryId'))?.id;
  const status = oneOf(PUBLICATION_STATUSES, params.get('status'));
  const pages = usePages({ categoryId, status });
  const categoryName = new Map(categories.map((category) => [category.id, category.nameEn]));

  const setFilter = (key: 'categoryId' | 'status', value: string) => {
    // From the address itself: while a transition is pending, `params` still holds the previous filters.
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(key, value);
    else next.delete(key);
    // A transition keeps the list (and the focused filter) on screen while the filtered list loads.
    startTransition(() => setParams(next, { replace: true }));
  };

  return (
    <>
      <AdminHead title={p.title} />
      <PageHeading>{p.title}</PageHeading>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
        <Button component={RouterLink} to="/admin/pages/new" variant="contained">
          {p.add}
        </Button>
        <Box role="group" aria-label={p.filters.label} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <FilterSelect
            id="filter-category"
            label={p.filters.category}
            value={categoryId ?? ''}
            allLabel={p.filters.allCategories}
            options={categories.map((category) => ({ value: category.id, label: category.nameEn }))}
            onChange={(value) => setFilter('categoryId', value)}
          />
          <FilterSelect
            id="filter-status"
            label={p.filters.status}
            value={status ?? ''}
            allLabel={p.filters.allStatuses}
            options={PUBLICATION_STATUSES.map((value) => ({ value, label: p.statuses[value] }))}
            onChange={(value) => setFilter('status', value)}
          />
        </Box>
      </Box>
      {pages.length === 0 ? (
        <Typography role="status">{p.empty}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={p.title}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {p.columns.question}
                </TableCell>
                <TableCell component="th" scope="col">
                  {p.columns.category}
                </TableCell>
                <TableCell component="th" scope="col">
                  {p.columns.status}
                </TableCell>
                <TableCell component="th" scope="col">
                  {p.columns.updated}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t.common.actions}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pages.map((page) => (
                <TableRow key={page.id}>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={`/admin/pages/${page.id}/edit`} lang="en" aria-label={p.editLabel(page.questionEn)}>
                      {page.questionEn}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {page.slug}
                    </Typography>
                  </TableCell>
                  <TableCell lang="en">{categoryName.get(page.categoryId)}</TableCell>
                  <TableCell>
                    <StatusChip published={page.isPublished} />
                  </TableCell>
                  <TableCell>{t.common.dateTime(page.updatedAt)}</TableCell>
                  <TableCell>
                    <PublicationToggle page={page} withLabel />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

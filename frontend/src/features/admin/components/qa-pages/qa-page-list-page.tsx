import { PUBLICATION_STATUSES } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { startTransition } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useCategories } from '../../api/get-categories';
import { useQaPages } from '../../api/get-qa-pages';
import { adminText } from '../../content/admin-text';
import { FilterSelect, oneOf } from '../filter-select';
import { AdminTable } from '../kit/admin-table';
import { ListFrame } from '../kit/list-frame';
import { PublicationStatusChip } from '../kit/publication-status-chip';
import { PublicationToggle } from './publication-toggle';

/** Q&A pages, newest edit first, filtered by category and status (kept in the address, so a filter can be shared). */
export function QaPageListPage() {
  const t = useCatalogue(adminText);
  const p = t.pages;
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const categoryId = categories.find((category) => category.id === params.get('categoryId'))?.id;
  const status = oneOf(PUBLICATION_STATUSES, params.get('status'));
  const pages = useQaPages({ categoryId, status });
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
    <ListFrame
      title={p.title}
      addTo="/admin/pages/new"
      addLabel={p.add}
      tools={
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
      }
    >
      <AdminTable
        label={p.title}
        items={pages}
        empty={p.empty}
        columns={[
          {
            header: p.columns.question,
            rowHeader: true,
            cell: (page) => (
              <>
                <Link component={RouterLink} to={`/admin/pages/${page.id}/edit`} lang="en" aria-label={p.editLabel(page.questionEn)}>
                  {page.questionEn}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {page.slug}
                </Typography>
              </>
            ),
          },
          { header: p.columns.category, lang: 'en', cell: (page) => categoryName.get(page.categoryId) },
          { header: p.columns.status, cell: (page) => <PublicationStatusChip published={page.isPublished} labels={p.statuses} /> },
          { header: p.columns.updated, cell: (page) => t.common.dateTime(page.updatedAt) },
          { header: t.common.actions, cell: (page) => <PublicationToggle page={page} withLabel /> },
        ]}
      />
    </ListFrame>
  );
}

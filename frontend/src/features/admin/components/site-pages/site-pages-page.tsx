import { articleKeyParam } from '@costa-sol/common';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { type AdminSitePageRow, useSitePages } from '../../api/get-site-pages';
import { adminText } from '../../content/admin-text';
import { type AdminColumn, AdminTable } from '../kit/admin-table';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';

type Row = AdminSitePageRow & { id: string };

/** Site pages (owner and office): every service, brand, guide and legal page, when it was published, and whether its draft waits. */
export function SitePagesPage() {
  const t = useCatalogue(adminText);
  const language = useLanguage();
  const p = t.sitePages;
  const rows: Row[] = useSitePages().map((row) => ({ ...row, id: row.key }));
  const title = (row: Row) => (language === 'en' ? row.titleEn : row.titleEs);
  const columns: AdminColumn<Row>[] = [
    { header: p.columns.page, cell: title, rowHeader: true },
    { header: p.columns.kind, cell: (row) => p.kinds[row.kind] },
    { header: p.columns.published, cell: (row) => (row.publishedBy ? t.common.dateTime(row.publishedAt) : p.firstStart) },
    { header: p.columns.status, cell: (row) => (row.unpublishedChanges ? p.status.draft : p.status.live) },
    {
      header: p.columns.actions,
      cell: (row) => (
        <Button component={Link} to={`/admin/site-pages/${articleKeyParam(row.key)}`} size="small" aria-label={p.editLabel(title(row))}>
          {p.edit}
        </Button>
      ),
    },
  ];
  return (
    <>
      <AdminHead title={p.title} />
      <PageHeading>{p.title}</PageHeading>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{p.intro}</Typography>
      <AdminTable label={p.tableLabel} items={rows} columns={columns} empty="—" />
    </>
  );
}

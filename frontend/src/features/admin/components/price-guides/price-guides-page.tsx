import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { pageNames } from '../../../../i18n/page-names';
import { type AdminPriceGuideRow, usePriceGuides } from '../../api/get-price-guides';
import { adminText } from '../../content/admin-text';
import { type AdminColumn, AdminTable } from '../kit/admin-table';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';

type Row = AdminPriceGuideRow & { id: string };

/** Price guides (owner): every service page with its "from" price, hidden or shown, and a link to edit it. */
export function PriceGuidesPage() {
  const t = useCatalogue(adminText);
  const p = t.pricing;
  const names = useCatalogue(pageNames);
  const rows: Row[] = usePriceGuides().map((row) => ({ ...row, id: row.service }));
  const status = ({ guide }: Row) => {
    if (!guide) return p.none;
    if (guide.sample) return p.status.sample;
    return guide.isPublic ? p.status.public : p.status.hidden;
  };
  const columns: AdminColumn<Row>[] = [
    { header: p.columns.page, cell: (row) => names[row.service], rowHeader: true },
    { header: p.columns.price, cell: (row) => (row.guide ? p.from(row.guide.fromEur) : '—'), align: 'right' },
    { header: p.columns.status, cell: status },
    {
      header: p.columns.actions,
      cell: (row) => (
        <Button component={Link} to={`/admin/price-guides/${row.service}`} size="small" aria-label={p.editLabel(names[row.service])}>
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
      <AdminTable label={p.tableLabel} items={rows} columns={columns} empty={p.none} />
    </>
  );
}

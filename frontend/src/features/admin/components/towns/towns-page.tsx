import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { type AdminTown, useAdminTowns } from '../../api/admin-towns';
import { useTowns } from '../../api/get-towns';
import { adminText } from '../../content/admin-text';
import { type AdminColumn, AdminTable } from '../kit/admin-table';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';

/** Lowercase, without accents: "alhaurín" is found by "alhaurin". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function matches(town: AdminTown, query: string): boolean {
  const words = [town.town.name, town.town.nameEn ?? '', town.slugs.en, town.slugs.es].map(folded);
  return words.some((word) => word.includes(query));
}

/** Towns (owner, office): every town, found by name or slug, with a link to edit it and one to add a town. */
export function TownsPage() {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const w = t.towns;
  const towns = useAdminTowns();
  const comarcaNames = new Map(useTowns(language).map((town) => [town.comarca.id, town.comarca.name]));
  const [search, setSearch] = useState('');
  const query = folded(useDeferredValue(search).trim());
  const shown = query === '' ? towns : towns.filter((town) => matches(town, query));
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'Europe/Madrid' });
  const name = (town: AdminTown) => (language === 'en' ? (town.town.nameEn ?? town.town.name) : town.town.name);
  const columns: AdminColumn<AdminTown>[] = [
    { header: w.columns.name, cell: name, rowHeader: true },
    { header: w.columns.comarca, cell: (town) => comarcaNames.get(town.town.comarca) ?? town.town.comarca },
    { header: w.columns.slugs, cell: (town) => (town.slugs.en === town.slugs.es ? town.slugs.en : `${town.slugs.en} · ${town.slugs.es}`) },
    { header: w.columns.updated, cell: (town) => (town.updatedBy ? dates.format(new Date(town.updatedAt)) : w.seeded) },
    {
      header: w.columns.actions,
      cell: (town) => (
        <Button component={Link} to={`/admin/towns/${town.id}`} size="small" aria-label={w.editLabel(name(town))}>
          {w.edit}
        </Button>
      ),
    },
  ];
  return (
    <>
      <AdminHead title={w.title} />
      <PageHeading>{w.title}</PageHeading>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{w.intro}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <TextField
          id="town-search"
          type="search"
          label={w.search}
          helperText={w.searchHint}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          sx={{ minWidth: 280 }}
        />
        <Button component={Link} to="/admin/towns/new" variant="contained">
          {w.add}
        </Button>
      </Box>
      <Typography role="status" sx={{ mb: 1 }}>
        {w.count(shown.length, towns.length)}
      </Typography>
      <AdminTable label={w.tableLabel} items={shown} columns={columns} empty={w.none} />
    </>
  );
}

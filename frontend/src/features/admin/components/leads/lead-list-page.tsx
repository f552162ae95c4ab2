import { LANGUAGES, LEAD_KINDS, LEAD_STATUSES } from '@costa-sol/common';
import Box from '@mui/material/Box';
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
import { useLeads } from '../../api/get-leads';
import { adminText } from '../../content/admin-text';
import { FilterSelect, oneOf } from '../filter-select';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { ColumnHint } from '../column-hint';
import { ExportButton } from './export-button';
import { SpamTrapLink } from './spam-trap-link';
import { LeadSearchBox } from './lead-search-box';
import { MoreLeads } from './more-leads';

/** Quotes and contact messages, newest first; the search and filters live in the address, so a reload keeps them. */
export function LeadListPage() {
  const t = useCatalogue(adminText);
  const l = t.leads;
  const [params, setParams] = useSearchParams();
  const filter = {
    kind: oneOf(LEAD_KINDS, params.get('kind')),
    status: oneOf(LEAD_STATUSES, params.get('status')),
    language: oneOf(LANGUAGES, params.get('language')),
    q: params.get('q') || undefined,
  };
  const leads = useLeads(filter);

  const setParam = (key: 'kind' | 'status' | 'language' | 'q', value: string) => {
    // From the address itself: while a transition is pending, `params` still holds the previous filters.
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(key, value);
    else next.delete(key);
    // A transition keeps the list (and the focused control) on screen while the next one loads.
    startTransition(() => setParams(next, { replace: true }));
  };

  return (
    <>
      <AdminHead title={l.title} />
      <PageHeading>{l.title}</PageHeading>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
        <LeadSearchBox value={filter.q ?? ''} onSearch={(value) => setParam('q', value)} />
        <Box role="group" aria-label={l.filters.label} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <FilterSelect
            id="filter-kind"
            label={l.filters.kind}
            value={filter.kind ?? ''}
            allLabel={l.filters.allKinds}
            options={LEAD_KINDS.map((value) => ({ value, label: l.kinds[value] }))}
            onChange={(value) => setParam('kind', value)}
          />
          <FilterSelect
            id="filter-status"
            label={l.filters.status}
            value={filter.status ?? ''}
            allLabel={l.filters.allStatuses}
            options={LEAD_STATUSES.map((value) => ({ value, label: l.statuses[value] }))}
            onChange={(value) => setParam('status', value)}
          />
          <FilterSelect
            id="filter-language"
            label={l.filters.language}
            value={filter.language ?? ''}
            allLabel={l.filters.allLanguages}
            options={LANGUAGES.map((value) => ({ value, label: l.filters.languages[value] }))}
            onChange={(value) => setParam('language', value)}
          />
        </Box>
        <ExportButton filter={{ kind: filter.kind, status: filter.status }} />
        <SpamTrapLink />
        <Typography role="status" sx={{ ml: { sm: 'auto' } }}>
          {l.count(leads.total)}
        </Typography>
      </Box>
      {leads.data.length === 0 ? (
        <Typography>{l.empty}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={l.title}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {l.columns.received}
                </TableCell>
                <TableCell component="th" scope="col">
                  {l.columns.name}
                </TableCell>
                <TableCell component="th" scope="col">
                  <ColumnHint label={l.columns.kind} hint={l.columnHints.kind} />
                </TableCell>
                <TableCell component="th" scope="col">
                  {l.columns.email}
                </TableCell>
                <TableCell component="th" scope="col">
                  <ColumnHint label={l.columns.status} hint={l.columnHints.status} />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {leads.data.map((lead) => (
                <TableRow key={lead.id}>
                  <TableCell>{t.common.dateTime(lead.receivedAt)}</TableCell>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={`/admin/leads/${lead.id}`}>
                      {lead.name}
                    </Link>
                  </TableCell>
                  <TableCell>{l.kinds[lead.kind]}</TableCell>
                  <TableCell>{lead.email}</TableCell>
                  <TableCell>{l.statuses[lead.status]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <MoreLeads shown={leads.data.length} list={leads} />
    </>
  );
}

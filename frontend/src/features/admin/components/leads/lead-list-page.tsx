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
import { startTransition, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useLeads } from '../../api/get-leads';
import { adminText } from '../../content/admin-text';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { ColumnHint } from '../column-hint';
import { ExportButton } from './export-button';
import { SpamTrapLink } from './spam-trap-link';
import { LeadFilters, type LeadFilterParam, leadFilterOf } from './lead-filters';
import { LeadSearchBox } from './lead-search-box';
import { NewLeadLink } from './new-lead-link';
import { useMayDo } from '../kit/may-do';
import { MoreLeads } from './more-leads';
import { EmergencyBadge } from './emergency-badge';

/** Quotes, contact messages and leads entered by staff; the search, filters and order live in the address, so a reload keeps them. */
export function LeadListPage() {
  const t = useCatalogue(adminText);
  const l = t.leads;
  const [params, setParams] = useSearchParams();
  const filter = leadFilterOf(params);
  const leads = useLeads(filter);
  const mayExport = useMayDo('leads.export');

  const setParam = (key: LeadFilterParam, value: string) => {
    // From the address itself: while a transition is pending, `params` still holds the previous filters.
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(key, value);
    else next.delete(key);
    // A transition keeps the list (and the focused control) on screen while the next one loads.
    startTransition(() => setParams(next, { replace: true }));
  };
  // Clearing starts the search box afresh; otherwise it keeps its focus and text.
  const [cleared, setCleared] = useState(0);
  const clear = () => {
    setCleared((count) => count + 1);
    startTransition(() => setParams(new URLSearchParams(), { replace: true }));
  };

  return (
    <>
      <AdminHead title={l.title} />
      <PageHeading>{l.title}</PageHeading>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <LeadSearchBox key={cleared} value={filter.q ?? ''} onSearch={(value) => setParam('q', value)} />
        <NewLeadLink />
        {mayExport && <ExportButton filter={filter} />}
        <SpamTrapLink />
        <Typography role="status" sx={{ ml: { sm: 'auto' } }}>
          {l.count(leads.total, leads.totalCapped)}
        </Typography>
      </Box>
      <Box sx={{ mb: 3 }}>
        <LeadFilters filter={filter} setParam={setParam} clear={clear} />
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
                  <ColumnHint label={t.leadEntry.channelColumn} hint={t.leadEntry.channelHint} />
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
                    {lead.isEmergency && <EmergencyBadge />}
                  </TableCell>
                  <TableCell>{l.kinds[lead.kind]}</TableCell>
                  <TableCell>{t.leadEntry.channels[lead.channel]}</TableCell>
                  <TableCell>{lead.email || lead.phone}</TableCell>
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

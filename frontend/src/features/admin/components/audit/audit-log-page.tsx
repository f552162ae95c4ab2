import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCatalogue } from '../../../../i18n/i18n-context';
import type { AuditEntry } from '../../api/api-types';
import { useAuditEntries } from '../../api/get-audit-entries';
import { adminText } from '../../content/admin-text';
import { FilterSelect } from '../filter-select';
import { type AdminColumn, AdminTable } from '../kit/admin-table';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { AuditChange } from './audit-change';

/** The entity kinds the filter offers: the admin paths whose changes are audited. */
const ENTITY_TYPES = ['qa/pages', 'qa/categories', 'leads', 'testimonials', 'case-studies', 'media', 'page-photos', 'users'] as const;

/** The owner's audit log: who changed what and when, newest first, with each change's fields before and after. */
export function AuditLogPage() {
  const t = useCatalogue(adminText);
  const a = t.audit;
  const [entityType, setEntityType] = useState('');
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useAuditEntries(entityType);
  const entries = data.pages.flatMap((page) => page.entries);

  const columns: AdminColumn<AuditEntry>[] = [
    { header: a.columns.when, rowHeader: true, cell: (entry) => t.common.dateTime(entry.at) },
    { header: a.columns.who, cell: (entry) => <Box sx={{ overflowWrap: 'anywhere' }}>{entry.actor.email}</Box> },
    {
      header: a.columns.what,
      cell: (entry) => (
        <Box sx={{ overflowWrap: 'anywhere' }}>
          <Box component="code">{entry.action}</Box>
          {entry.entityId && <Box sx={{ color: 'text.secondary' }}>{entry.entityId}</Box>}
        </Box>
      ),
    },
    { header: a.columns.change, cell: (entry) => <AuditChange entry={entry} labels={a.change} /> },
  ];

  return (
    <>
      <AdminHead title={a.title} />
      <PageHeading>{a.title}</PageHeading>
      <Typography sx={{ mb: 2 }}>{a.intro}</Typography>
      <Box sx={{ mb: 3, maxWidth: 320 }}>
        <FilterSelect
          id="audit-entity-type"
          label={a.filterLabel}
          value={entityType}
          onChange={setEntityType}
          allLabel={a.allEntities}
          options={ENTITY_TYPES.map((type) => ({ value: type, label: a.entityTypes[type] }))}
        />
      </Box>
      <AdminTable label={a.tableLabel} items={entries} columns={columns} empty={a.empty} />
      {hasNextPage && (
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? t.loading : a.older}
          </Button>
        </Box>
      )}
    </>
  );
}

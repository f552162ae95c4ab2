import { useMutation } from '@tanstack/react-query';
import { adminFetch, saveDownload, withQuery } from './admin-request';
import type { LeadFilter } from './get-leads';

/** GET /api/admin/leads/export.csv with the inbox's filters and order: the filtered leads, saved as a file. */
async function exportLeads(filter: LeadFilter): Promise<void> {
  const response = await adminFetch('GET', withQuery('/api/admin/leads/export.csv', { ...filter }));
  await saveDownload(response, `leads-${new Date().toISOString().slice(0, 10)}.csv`);
}

export function useExportLeads() {
  return useMutation({ mutationFn: exportLeads });
}

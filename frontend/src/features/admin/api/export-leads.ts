import { useMutation } from '@tanstack/react-query';
import { adminFetch, withQuery } from './admin-request';
import type { LeadFilter } from './get-leads';

/**
 * GET /api/admin/leads/export.csv?kind=&status=: a plain link cannot carry the Bearer header, so the file is
 * fetched, then handed to the browser as a download through a temporary blob link.
 */
async function exportLeads(filter: LeadFilter): Promise<void> {
  const response = await adminFetch('GET', withQuery('/api/admin/leads/export.csv', { ...filter }));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `leads-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportLeads() {
  return useMutation({ mutationFn: exportLeads });
}

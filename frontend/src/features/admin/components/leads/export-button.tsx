import Button from '@mui/material/Button';
import { useToast } from '../../../../components/toast';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useExportLeads } from '../../api/export-leads';
import type { LeadFilter } from '../../api/get-leads';
import { adminText } from '../../content/admin-text';

/** Downloads the leads of the current filter as CSV (fetched with the session's token, then saved). */
export function ExportButton({ filter }: { filter: LeadFilter }) {
  const t = useCatalogue(adminText);
  const { toast } = useToast();
  const exportLeads = useExportLeads();
  const run = () => {
    exportLeads.mutate(filter, {
      onError: () => toast({ title: t.common.errorTitle, description: t.leads.exportFailed, variant: 'destructive' }),
    });
  };
  return (
    <Button
      data-action="leads.export"
      variant="outlined"
      onClick={run}
      disabled={exportLeads.isPending}
      aria-busy={exportLeads.isPending || undefined}
    >
      {exportLeads.isPending ? t.leads.exporting : t.leads.exportCsv}
    </Button>
  );
}

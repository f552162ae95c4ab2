import type { StatsPeriod } from '@costa-sol/common';
import Button from '@mui/material/Button';
import { useToast } from '../../../../components/toast';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useExportLeadStats } from '../../api/export-lead-stats';
import { adminText } from '../../content/admin-text';

/** Downloads the period's figures as CSV (fetched with the session's token, then saved). */
export function StatsDownloadButton({ period }: { period: StatsPeriod }) {
  const t = useCatalogue(adminText);
  const { toast } = useToast();
  const download = useExportLeadStats();
  const run = () => {
    download.mutate(
      { from: period.from, to: period.to },
      { onError: () => toast({ title: t.common.errorTitle, description: t.leadStats.downloadFailed, variant: 'destructive' }) },
    );
  };
  return (
    <Button
      data-action="leads.stats"
      variant="outlined"
      onClick={run}
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
    >
      {download.isPending ? t.leadStats.downloading : t.leadStats.downloadCsv}
    </Button>
  );
}

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../../components/toast';
import { useCatalogue } from '../../../../i18n/i18n-context';
import type { AdminLead } from '../../api/api-types';
import { useCaughtLeads, useReleaseCaughtLead } from '../../api/spam-review';
import { adminText } from '../../content/admin-text';
import { ConfirmDialog } from '../confirm-dialog';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';

/** What the visitor wrote, shortened for the table: a bot's text shows itself in a line. */
function writtenText(lead: AdminLead): string {
  const text = lead.fields.details ?? lead.fields.message;
  if (typeof text !== 'string') return '';
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

/** The spam trap's catch, apart from the inbox; "Not spam" moves one in and sends the e-mails it would have sent. */
export function SpamReviewPage() {
  const t = useCatalogue(adminText);
  const s = t.spamReview;
  const leads = useCaughtLeads();
  const release = useReleaseCaughtLead();
  const { toast } = useToast();
  const [asked, setAsked] = useState<AdminLead>();

  const confirm = () => {
    if (!asked) return;
    release.mutate(asked.id, {
      onSuccess: () => toast({ title: s.released, description: s.releasedText }),
      onError: () => toast({ title: t.common.errorTitle, description: s.releaseFailed, variant: 'destructive' }),
      onSettled: () => setAsked(undefined),
    });
  };

  return (
    <>
      <AdminHead title={s.title} />
      <PageHeading>{s.title}</PageHeading>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{s.intro}</Typography>
      {leads.length === 0 ? (
        <Typography role="status">{s.empty}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={s.title}>
            <TableHead>
              <TableRow>
                {[s.columns.received, s.columns.name, s.columns.kind, s.columns.email, s.columns.text, s.columns.actions].map((column) => (
                  <TableCell key={column} component="th" scope="col">
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {leads.map((lead) => (
                <TableRow key={lead.id}>
                  <TableCell>{t.common.dateTime(lead.receivedAt)}</TableCell>
                  <TableCell component="th" scope="row">
                    {lead.name}
                  </TableCell>
                  <TableCell>{t.leads.kinds[lead.kind]}</TableCell>
                  <TableCell>{lead.email}</TableCell>
                  <TableCell sx={{ maxWidth: '32ch', overflowWrap: 'anywhere' }}>{writtenText(lead)}</TableCell>
                  <TableCell>
                    <Button variant="outlined" size="small" aria-label={s.releaseLabel(lead.name)} onClick={() => setAsked(lead)}>
                      {s.release}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={asked !== undefined}
        title={s.confirmTitle}
        text={asked ? s.confirmText(asked.name) : ''}
        confirmLabel={s.release}
        busy={release.isPending}
        busyLabel={s.releasing}
        onConfirm={confirm}
        onClose={() => setAsked(undefined)}
      />
    </>
  );
}

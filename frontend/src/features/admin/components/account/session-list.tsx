import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useEndSession } from '../../api/end-session';
import { useSessions } from '../../api/get-sessions';
import type { StaffSessionDto } from '../../api/session-types';
import { adminText } from '../../content/admin-text';
import { type AdminColumn, AdminTable } from '../kit/admin-table';
import { refusalText } from '../refusal';

/** The signed-in person's active sessions: this one marked "This device", each other one with its own "Sign out". */
export function SessionList() {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const l = t.sessions.list;
  const { toast } = useToast();
  const sessions = useSessions();
  const end = useEndSession();

  // The server names the browser and system (proper names, the same in any language), or nothing.
  const deviceName = (session: StaffSessionDto) => session.device || l.unknownDevice;

  const signOut = async (session: StaffSessionDto) => {
    try {
      await end.mutateAsync(session.id);
      toast({ title: l.signedOut, description: deviceName(session) });
    } catch (error) {
      toast({ title: t.common.errorTitle, description: refusalText(error, language, t, t.staff.account.failed), variant: 'destructive' });
    }
  };

  if (sessions.isPending) return <Typography role="status">{l.loading}</Typography>;
  if (sessions.isError)
    return (
      <Alert severity="error" role="alert" action={<Button onClick={() => void sessions.refetch()}>{t.common.retry}</Button>}>
        {t.common.loadFailed}
      </Alert>
    );

  const columns: AdminColumn<StaffSessionDto>[] = [
    { header: l.columns.device, rowHeader: true, cell: deviceName },
    { header: l.columns.signedIn, cell: (session) => t.common.dateTime(session.createdAt) },
    { header: l.columns.lastUsed, cell: (session) => t.common.dateTime(session.lastUsedAt) },
    {
      header: l.columns.actions,
      cell: (session) =>
        session.current ? (
          <Chip label={l.thisDevice} color="primary" variant="outlined" size="small" />
        ) : (
          <Button
            size="small"
            variant="outlined"
            color="error"
            aria-label={l.signOutLabel(deviceName(session), t.common.dateTime(session.createdAt))}
            disabled={end.isPending}
            onClick={() => void signOut(session)}
          >
            {l.signOut}
          </Button>
        ),
    },
  ];
  return <AdminTable label={l.tableLabel} items={sessions.data} columns={columns} empty={l.empty} />;
}

import { STAFF_ROLE_LABELS } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useSession } from '../../api/session-store';
import { useStaffUsers } from '../../api/get-staff-users';
import { useResendInvitation } from '../../api/resend-invitation';
import { useResetSecondFactor } from '../../api/reset-second-factor';
import { useUpdateStaffUser } from '../../api/update-staff-user';
import type { StaffUser } from '../../api/staff-types';
import { adminText } from '../../content/admin-text';
import { statusOf } from '../account/password-refusal';
import { ConfirmDialog } from '../confirm-dialog';
import { type AdminColumn, AdminTable } from '../kit/admin-table';
import { refusalText } from '../refusal';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { UserDialog } from './user-dialog';
import { UserStatusChip } from './user-status-chip';

/**
 * The owner's list of staff users: invite, edit name, role and language, disable or enable (after confirming),
 * resend an invitation, reset someone's two-step sign-in (a lost phone). A refusal (409: no active owner would be left) shows as an error toast (role=alert).
 */
export function UserListPage() {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const u = t.staff.users;
  const { toast } = useToast();
  const users = useStaffUsers();
  const session = useSession();
  const selfId = session.status === 'active' ? session.session.user?.id : undefined;
  const update = useUpdateStaffUser();
  const resend = useResendInvitation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<StaffUser>();
  const [toToggle, setToToggle] = useState<StaffUser>();
  const resetSecondFactor = useResetSecondFactor();
  const [toReset, setToReset] = useState<StaffUser>();
  const s = t.sessions.users;

  const openDialog = (user?: StaffUser) => {
    setEditing(user);
    setDialogOpen(true);
  };

  const refuse = (error: unknown) => {
    const text = statusOf(error) === 409 ? u.lastOwner : refusalText(error, language, t, u.failed);
    toast({ title: t.common.errorTitle, description: text, variant: 'destructive' });
  };

  const toggle = async () => {
    if (!toToggle) return;
    const disabling = toToggle.status !== 'disabled';
    try {
      const saved = await update.mutateAsync({ id: toToggle.id, body: { disabled: disabling } });
      toast({ title: disabling ? u.disabled : u.enabled, description: saved.name });
    } catch (error) {
      refuse(error);
    }
    setToToggle(undefined);
  };

  const reset = async () => {
    if (!toReset) return;
    try {
      await resetSecondFactor.mutateAsync(toReset.id);
      toast({ title: s.resetDone, description: toReset.name });
    } catch (error) {
      refuse(error);
    }
    setToReset(undefined);
  };

  const resendTo = async (user: StaffUser) => {
    try {
      await resend.mutateAsync(user.id);
      toast({ title: u.resent, description: user.email });
    } catch (error) {
      refuse(error);
    }
  };

  const columns: AdminColumn<StaffUser>[] = [
    {
      header: u.columns.name,
      rowHeader: true,
      cell: (user) => (user.id === selfId ? `${user.name} ${u.you}` : user.name),
    },
    { header: u.columns.email, cell: (user) => <Box sx={{ overflowWrap: 'anywhere' }}>{user.email}</Box> },
    { header: u.columns.role, cell: (user) => STAFF_ROLE_LABELS[language][user.role] },
    { header: u.columns.status, cell: (user) => <UserStatusChip status={user.status} /> },
    { header: s.twoStep, cell: (user) => (user.secondFactorEnabled ? s.on : s.off) },
    { header: u.columns.lastSignIn, cell: (user) => (user.lastSignInAt ? t.common.dateTime(user.lastSignInAt) : u.never) },
    {
      header: u.columns.actions,
      cell: (user) => (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" aria-label={u.editLabel(user.name)} onClick={() => openDialog(user)}>
            {u.edit}
          </Button>
          {user.status === 'invited' && (
            <Button
              size="small"
              variant="outlined"
              aria-label={u.resendLabel(user.name)}
              disabled={resend.isPending}
              onClick={() => void resendTo(user)}
            >
              {u.resend}
            </Button>
          )}
          {/* Their own is turned off on their account page, with their password. */}
          {user.secondFactorEnabled && user.id !== selfId && (
            <Button size="small" variant="outlined" color="error" aria-label={s.resetLabel(user.name)} onClick={() => setToReset(user)}>
              {s.reset}
            </Button>
          )}
          {/* Nobody disables themselves here: they would be signed out at once and could not undo it. */}
          {user.id !== selfId && (
            <Button
              size="small"
              variant="outlined"
              color={user.status === 'disabled' ? 'primary' : 'error'}
              aria-label={user.status === 'disabled' ? u.enableLabel(user.name) : u.disableLabel(user.name)}
              onClick={() => setToToggle(user)}
            >
              {user.status === 'disabled' ? u.enable : u.disable}
            </Button>
          )}
        </Box>
      ),
    },
  ];

  const enabling = toToggle?.status === 'disabled';
  return (
    <>
      <AdminHead title={u.title} />
      <PageHeading>{u.title}</PageHeading>
      <Typography sx={{ mb: 2 }}>{u.intro}</Typography>
      <Box sx={{ mb: 3 }}>
        <Button variant="contained" onClick={() => openDialog()}>
          {u.invite}
        </Button>
      </Box>
      <AdminTable label={u.tableLabel} items={users} columns={columns} empty={u.empty} />
      <UserDialog open={dialogOpen} user={editing} selfId={selfId} onClose={() => setDialogOpen(false)} />
      <ConfirmDialog
        open={toToggle !== undefined}
        title={toToggle ? (enabling ? u.enableTitle(toToggle.name) : u.disableTitle(toToggle.name)) : ''}
        text={enabling ? u.enableText : u.disableText}
        confirmLabel={enabling ? u.enable : u.disable}
        busy={update.isPending}
        busyLabel={t.common.saving}
        onConfirm={() => void toggle()}
        onClose={() => setToToggle(undefined)}
      />
      <ConfirmDialog
        open={toReset !== undefined}
        title={toReset ? s.resetTitle(toReset.name) : ''}
        text={s.resetText}
        confirmLabel={s.reset}
        busy={resetSecondFactor.isPending}
        busyLabel={t.common.saving}
        onConfirm={() => void reset()}
        onClose={() => setToReset(undefined)}
      />
    </>
  );
}

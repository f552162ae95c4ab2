import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../../components/toast';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { updateSessionUser } from '../../api/session-store';
import { useInviteStaffUser } from '../../api/invite-staff-user';
import { useUpdateStaffUser } from '../../api/update-staff-user';
import type { StaffUser } from '../../api/staff-types';
import { adminText } from '../../content/admin-text';
import type { InviteUserRequest } from '../../schemas/staff-user-schema';
import { StaffUserForm } from './staff-user-form';

interface UserDialogProps {
  open: boolean;
  /** The user to edit; none to invite someone. */
  user?: StaffUser;
  /** The signed-in user's id: editing oneself updates the session (the nav follows a new role). */
  selfId?: string;
  onClose: () => void;
}

/** Invite or edit a user in a modal (focus stays inside; Escape or Cancel closes it, focus back on the button). */
export function UserDialog({ open, user, selfId, onClose }: UserDialogProps) {
  const u = useCatalogue(adminText).staff.users;
  const { toast } = useToast();
  const invite = useInviteStaffUser();
  const update = useUpdateStaffUser();
  const busy = invite.isPending || update.isPending;

  const submit = async (request: InviteUserRequest) => {
    if (user) {
      const { name, role, language } = request;
      const saved = await update.mutateAsync({ id: user.id, body: { name, role, language } });
      if (saved.id === selfId) updateSessionUser(saved);
      toast({ title: u.saved, description: saved.name });
    } else {
      const invited = await invite.mutateAsync(request);
      toast({ title: u.invited, description: invited.email });
    }
    onClose();
  };

  const title = user ? u.editTitle(user.name) : u.inviteTitle;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="user-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="user-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {!user && <Typography sx={{ mb: 2 }}>{u.inviteIntro}</Typography>}
        {/* A new form each time the dialog opens: nothing typed for someone else remains. */}
        {open && <StaffUserForm key={user?.id ?? 'new'} user={user} submit={submit} onCancel={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

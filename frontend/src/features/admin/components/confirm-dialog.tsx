import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCatalogue } from '../../../i18n/i18n-context';
import { adminText } from '../content/admin-text';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  /** Said by the confirm button while busy; "Deleting..." unless told. */
  busyLabel?: string;
  /** Said by the button that closes the question; "Cancel" unless told. */
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A modal question (focus stays inside; Escape or Cancel closes it and focus returns to the button that opened it). */
export function ConfirmDialog({ open, title, text, confirmLabel, busy, busyLabel, cancelLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useCatalogue(adminText);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text" sx={{ color: 'text.primary' }}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {cancelLabel ?? t.common.cancel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained" aria-busy={busy || undefined}>
          {busy ? (busyLabel ?? t.common.deleting) : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { ConfirmDialog } from '../confirm-dialog';
import type { ConfirmedDelete } from './use-confirmed-delete';

interface ConfirmDeleteDialogProps<T> {
  deletion: ConfirmedDelete<T>;
  title: string;
  text: (name: string) => string;
  name: (item: T) => string;
}

/** "Delete this …?" for the row the admin chose to delete. */
export function ConfirmDeleteDialog<T>({ deletion, title, text, name }: ConfirmDeleteDialogProps<T>) {
  const t = useCatalogue(adminText);
  return (
    <ConfirmDialog
      open={deletion.toDelete !== undefined}
      title={title}
      text={deletion.toDelete ? text(name(deletion.toDelete)) : ''}
      confirmLabel={t.common.delete}
      busy={deletion.busy}
      onConfirm={() => void deletion.confirmDelete()}
      onClose={() => deletion.setToDelete(undefined)}
    />
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';

interface RowActionsProps {
  published: boolean;
  editTo: string;
  labels: { publish: string; unpublish: string; edit: string; delete: string };
  busy: boolean;
  onTogglePublished: () => void;
  onDelete: () => void;
}

/** Publish or Unpublish, Edit and Delete of one row; each button's accessible name says which row. */
export function RowActions({ published, editTo, labels, busy, onTogglePublished, onDelete }: RowActionsProps) {
  const t = useCatalogue(adminText);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant={published ? 'outlined' : 'contained'}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={published ? labels.unpublish : labels.publish}
        onClick={onTogglePublished}
      >
        {published ? t.pages.unpublish : t.pages.publish}
      </Button>
      <Button component={RouterLink} to={editTo} size="small" variant="outlined" aria-label={labels.edit}>
        {t.common.edit}
      </Button>
      <Button size="small" variant="outlined" color="error" aria-label={labels.delete} onClick={onDelete}>
        {t.common.delete}
      </Button>
    </Box>
  );
}

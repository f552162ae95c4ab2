import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { useMayDo } from './may-do';

interface RowPublication {
  published: boolean;
  labels: { publish: string; unpublish: string };
  busy: boolean;
  onToggle: () => void;
}

interface RowActionsProps {
  /** Publish or Unpublish first, for a collection whose items are published. */
  publication?: RowPublication;
  editTo: string;
  labels: { edit: string; delete: string };
  onDelete: () => void;
}

/**
 * Publish or Unpublish, Edit and Delete of one row; each button's accessible name says which row. Each is there only
 * for a role that may do its action (a technician, who only reads content, gets none).
 */
export function RowActions({ publication, editTo, labels, onDelete }: RowActionsProps) {
  const t = useCatalogue(adminText);
  const mayPublish = useMayDo('content.publish');
  const mayEdit = useMayDo('content.edit');
  if (!mayPublish && !mayEdit) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {publication && mayPublish && (
        <Button
          data-action="content.publish"
          size="small"
          variant={publication.published ? 'outlined' : 'contained'}
          disabled={publication.busy}
          aria-busy={publication.busy || undefined}
          aria-label={publication.published ? publication.labels.unpublish : publication.labels.publish}
          onClick={publication.onToggle}
        >
          {publication.published ? t.pages.unpublish : t.pages.publish}
        </Button>
      )}
      {mayEdit && (
        <>
          <Button data-action="content.edit" component={RouterLink} to={editTo} size="small" variant="outlined" aria-label={labels.edit}>
            {t.common.edit}
          </Button>
          <Button data-action="content.edit" size="small" variant="outlined" color="error" aria-label={labels.delete} onClick={onDelete}>
            {t.common.delete}
          </Button>
        </>
      )}
    </Box>
  );
}

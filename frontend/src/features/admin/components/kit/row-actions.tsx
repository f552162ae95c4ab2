import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useStaffRole } from '../../api/session-store';
import { adminText } from '../../content/admin-text';
import { mayEditContent } from '../../utils/staff-access';

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
 * Publish or Unpublish, Edit and Delete of one row; each button's accessible name says which row. A role that only
 * reads content (technician) gets none of them.
 */
export function RowActions({ publication, editTo, labels, onDelete }: RowActionsProps) {
  const t = useCatalogue(adminText);
  const role = useStaffRole();
  if (!mayEditContent(role)) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {publication && (
        <Button
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
      <Button component={RouterLink} to={editTo} size="small" variant="outlined" aria-label={labels.edit}>
        {t.common.edit}
      </Button>
      <Button size="small" variant="outlined" color="error" aria-label={labels.delete} onClick={onDelete}>
        {t.common.delete}
      </Button>
    </Box>
  );
}

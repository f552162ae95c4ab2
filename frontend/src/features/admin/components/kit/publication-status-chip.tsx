import Chip from '@mui/material/Chip';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';

/** "Published" or "Draft", never by colour alone; no colour transition, so it is never read half-way (contrast). */
export function ReviewStatusChip({ published }: { published: boolean }) {
  const t = useCatalogue(adminText).reviews.status;
  return (
    <Chip
      size="small"
      label={published ? t.published : t.draft}
      color={published ? 'success' : 'default'}
      variant={published ? 'filled' : 'outlined'}
      sx={{ transition: 'none' }}
    />
  );
}

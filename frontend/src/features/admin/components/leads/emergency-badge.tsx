import Chip from '@mui/material/Chip';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';

/** "Emergency" beside a lead's name, in the inbox and on its page: a breakdown waits on a promised callback time. */
export function EmergencyBadge() {
  const t = useCatalogue(adminText);
  return (
    <Chip
      component="span"
      label={t.leadEntry.emergencyBadge}
      color="error"
      size="small"
      sx={{ mx: 1, mb: 1, fontWeight: 700, verticalAlign: 'middle' }}
    />
  );
}

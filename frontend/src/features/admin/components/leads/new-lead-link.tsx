import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useSession } from '../../api/session-store';
import { adminText } from '../../content/admin-text';
import { mayOpen } from '../../utils/staff-access';

/** Beside the inbox: enter a lead that came by phone, WhatsApp or in person, for those who may. */
export function NewLeadLink() {
  const t = useCatalogue(adminText);
  const session = useSession();
  const role = session.status === 'active' ? session.session.user?.role : undefined;
  if (!mayOpen(role, 'newLead')) return null;
  return (
    <Button component={RouterLink} to="/admin/leads/new" variant="contained">
      {t.leadEntry.newLink}
    </Button>
  );
}

import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { useMayDo } from '../kit/may-do';

/** Beside the inbox: enter a lead that came by phone, WhatsApp or in person, for those who may. */
export function NewLeadLink() {
  const t = useCatalogue(adminText);
  if (!useMayDo('leads.create')) return null;
  return (
    <Button data-action="leads.create" component={RouterLink} to="/admin/leads/new" variant="contained">
      {t.leadEntry.newLink}
    </Button>
  );
}

import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useSession } from '../../api/session-store';
import { adminText } from '../../content/admin-text';
import { mayOpen } from '../../utils/staff-access';

/** Beside the inbox: the requests the spam trap kept out of it, for those who may review them. */
export function SpamTrapLink() {
  const t = useCatalogue(adminText);
  const session = useSession();
  const role = session.status === 'active' ? session.session.user?.role : undefined;
  if (!mayOpen(role, 'spamReview')) return null;
  return (
    <Link component={RouterLink} to="/admin/leads/spam">
      {t.spamReview.link}
    </Link>
  );
}

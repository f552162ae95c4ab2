import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { useMayDo } from '../kit/may-do';

/** Beside the inbox: the requests the spam trap kept out of it, for those who may review them. */
export function SpamTrapLink() {
  const t = useCatalogue(adminText);
  if (!useMayDo('leads.spamReview')) return null;
  return (
    <Link data-action="leads.spamReview" component={RouterLink} to="/admin/leads/spam">
      {t.spamReview.link}
    </Link>
  );
}

import PhoneIcon from '@mui/icons-material/Phone';
import { useCatalogue } from '../../i18n/i18n-context';
import { layoutText } from '../../i18n/layout-text';
import { useBusiness } from '../../lib/business';

/**
 * Tap-to-call on phones and tablets: a round button in the sticky header, so it is on every page and never covers
 * the floating WhatsApp controls. Desktops show the number in the top bar (top-bar.tsx) instead.
 * app/browser/link-tracking.ts counts the taps.
 */
export function PhoneHeaderLink() {
  const t = useCatalogue(layoutText);
  const business = useBusiness();
  return (
    <a className="phone-header-link" href={business.phoneHref} aria-label={t.callUs(business.phone)}>
      <PhoneIcon aria-hidden="true" focusable="false" fontSize="small" />
    </a>
  );
}

import { BUSINESS } from '@costa-sol/common';
import PhoneIcon from '@mui/icons-material/Phone';
import { useCatalogue } from '../../i18n/i18n-context';
import { layoutText } from '../../i18n/layout-text';

/**
 * Desktops (900 px and wider): the phone number and opening hours in a strip at the top of the sticky header, so the
 * number stays in view; phones and tablets get the header's round call button instead (phone-header-link.tsx).
 */
export function TopBar() {
  const t = useCatalogue(layoutText);
  return (
    <div className="top-bar">
      <a className="top-bar__phone" href={BUSINESS.phoneHref} aria-label={t.callUs}>
        <PhoneIcon aria-hidden="true" focusable="false" fontSize="small" />
        <span aria-hidden="true">{BUSINESS.phone}</span>
      </a>
      <span className="top-bar__hours">{t.footer.hours}</span>
    </div>
  );
}

import PhoneIcon from '@mui/icons-material/Phone';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { layoutText } from '../../i18n/layout-text';
import { useBusiness } from '../../lib/business';
import { weeklyHoursLine } from '../../lib/opening-hours';

/**
 * Desktops (900 px and wider): the phone number and opening hours in a strip at the top of the sticky header, so the
 * number stays in view; phones and tablets get the header's round call button instead (phone-header-link.tsx).
 */
export function TopBar() {
  const t = useCatalogue(layoutText);
  const business = useBusiness();
  const language = useLanguage();
  return (
    <div className="top-bar">
      <a className="top-bar__phone" href={business.phoneHref} aria-label={t.callUs(business.phone)}>
        <PhoneIcon aria-hidden="true" focusable="false" fontSize="small" />
        <span aria-hidden="true">{business.phone}</span>
      </a>
      <span className="top-bar__hours">{t.footer.hours(weeklyHoursLine(business.openingHours, language))}</span>
    </div>
  );
}

import { routePath } from '@costa-sol/common';
import { bookingText } from '../../features/bookings/content/booking-text';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';

export function BookHead() {
  const language = useLanguage();
  const t = useCatalogue(bookingText);
  const { origin } = useSiteConfig();
  return (
    <Head
      {...buildPageHead({
        origin,
        language,
        paths: { en: routePath('book', 'en'), es: routePath('book', 'es') },
        title: t.head.title,
        description: t.head.description,
        breadcrumbs: [
          { name: t.head.home, path: routePath('home', language) },
          { name: t.head.breadcrumb, path: routePath('book', language) },
        ],
      })}
    />
  );
}

import { routePath } from '@costa-sol/common';
import { bookingText } from '../../features/bookings/content/booking-text';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { useBusiness } from '../../lib/business';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';

interface Props {
  /** A visitor's manage link: their own view, never indexed (the canonical stays the plain page, without the token). */
  personal?: boolean;
  status?: number;
}

export function BookHead({ personal, status }: Props) {
  const language = useLanguage();
  const t = useCatalogue(bookingText);
  const { origin } = useSiteConfig();
  const { brandWithTrade } = useBusiness();
  return (
    <Head
      status={status}
      {...buildPageHead({
        origin,
        brand: brandWithTrade,
        language,
        paths: { en: routePath('book', 'en'), es: routePath('book', 'es') },
        title: t.head.title,
        description: t.head.description(brandWithTrade),
        robots: personal ? 'noindex, nofollow' : undefined,
        breadcrumbs: [
          { name: t.head.home, path: routePath('home', language) },
          { name: t.head.breadcrumb, path: routePath('book', language) },
        ],
      })}
    />
  );
}

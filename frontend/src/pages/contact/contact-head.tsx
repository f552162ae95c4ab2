import { routePath } from '@costa-sol/common';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { useBusiness } from '../../lib/business';
import { Head } from '../../lib/head';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';
import { contactText } from './contact-text';

export function ContactHead() {
  const language = useLanguage();
  const t = useCatalogue(contactText);
  const { origin } = useSiteConfig();
  const facts = useBusiness();
  return (
    <Head
      {...buildPageHead({
        origin,
        brand: facts.brandWithTrade,
        language,
        paths: { en: routePath('contact', 'en'), es: routePath('contact', 'es') },
        title: t.head.title(facts),
        description: t.head.description(facts),
        breadcrumbs: [
          { name: t.head.home, path: routePath('home', language) },
          { name: t.head.breadcrumb, path: routePath('contact', language) },
        ],
      })}
    />
  );
}

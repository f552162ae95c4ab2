import { type RouteKey, routePath } from '@costa-sol/common';
import { useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { useBusiness } from '../../lib/business';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';

interface ToolHeadText {
  title: string;
  description: string;
  home: string;
  resources: string;
  breadcrumb: string;
}

/** The head of a tool page: its metadata, with Home › Resources › the tool as breadcrumbs. */
export function ToolHead({ routeKey, text }: { routeKey: RouteKey; text: ToolHeadText }) {
  const language = useLanguage();
  const { origin } = useSiteConfig();
  const { brandWithTrade } = useBusiness();
  return (
    <Head
      {...buildPageHead({
        origin,
        brand: brandWithTrade,
        language,
        paths: { en: routePath(routeKey, 'en'), es: routePath(routeKey, 'es') },
        title: text.title,
        description: text.description,
        breadcrumbs: [
          { name: text.home, path: routePath('home', language) },
          { name: text.resources, path: routePath('resources', language) },
          { name: text.breadcrumb, path: routePath(routeKey, language) },
        ],
      })}
    />
  );
}

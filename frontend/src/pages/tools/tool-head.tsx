import { type RouteKey, routePath } from '@costa-sol/common';
import { useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { useBusiness } from '../../lib/business';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';
import { usePublishedPageText } from '../article/published-page-text';

interface ToolCrumbs {
  home: string;
  resources: string;
  breadcrumb: string;
}

/**
 * The head of a tool page: the title, description and the owner's search and share-card overrides of its published
 * Markdown page, with Home › Resources › the tool as breadcrumbs.
 */
export function ToolHead({ routeKey, crumbs }: { routeKey: RouteKey; crumbs: ToolCrumbs }) {
  const language = useLanguage();
  const { origin } = useSiteConfig();
  const { title, description, seoTitle, seoDescription, shareText } = usePublishedPageText(routeKey);
  const { brandWithTrade } = useBusiness();
  return (
    <Head
      {...buildPageHead({
        origin,
        brand: brandWithTrade,
        language,
        paths: { en: routePath(routeKey, 'en'), es: routePath(routeKey, 'es') },
        title,
        description,
        seoTitle,
        seoDescription,
        shareText,
        breadcrumbs: [
          { name: crumbs.home, path: routePath('home', language) },
          { name: crumbs.resources, path: routePath('resources', language) },
          { name: crumbs.breadcrumb, path: routePath(routeKey, language) },
        ],
      })}
    />
  );
}

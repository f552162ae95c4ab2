import { pagesIn, routePath } from '@costa-sol/common';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { pageNames } from '../../i18n/page-names';
import { usePublishedDescriptions } from '../article/published-article';
import { OverviewPage } from './overview-page';

/** /services and /es/servicios: every page the registry lists in the services overview, in its order; each card quotes the page's published description. */
export default function ServicesPage() {
  const language = useLanguage();
  const names = useCatalogue(pageNames);
  const pages = pagesIn('servicesOverview');
  const descriptions = usePublishedDescriptions(
    pages.map((page) => page.content),
    language,
  );
  const cards = pages.map((page) => ({
    name: names[page.key],
    description: descriptions[page.content],
    path: routePath(page.key, language),
  }));
  return <OverviewPage routeKey="services" cards={cards} />;
}

import { pagesIn, routePath } from '@costa-sol/common';
import descriptions from 'virtual:article-descriptions';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { pageNames } from '../../i18n/page-names';
import { OverviewPage } from './overview-page';

/** /services and /es/servicios: every page the registry lists in the services overview, in its order; each card quotes the page's description. */
export default function ServicesPage() {
  const language = useLanguage();
  const names = useCatalogue(pageNames);
  const cards = pagesIn('servicesOverview').map((page) => ({
    name: names[page.key],
    description: descriptions[page.content][language],
    path: routePath(page.key, language),
  }));
  return <OverviewPage routeKey="services" cards={cards} />;
}

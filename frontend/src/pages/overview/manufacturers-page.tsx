import { brandContentName, manufacturerPath, PAGE_REGISTRY } from '@costa-sol/common';
import descriptions from 'virtual:article-descriptions';
import { useLanguage } from '../../i18n/i18n-context';
import { OverviewPage } from './overview-page';

/** /manufacturers and /es/fabricantes: every manufacturer page; each card quotes the page's description. */
export default function ManufacturersPage() {
  const language = useLanguage();
  const cards = PAGE_REGISTRY.families.manufacturer.pages.map(({ slug, name }) => ({
    name,
    description: descriptions[brandContentName(PAGE_REGISTRY, slug)][language],
    path: manufacturerPath(slug, language),
  }));
  return <OverviewPage routeKey="manufacturers" cards={cards} />;
}

import { brandContentName, manufacturerPath, PAGE_REGISTRY } from '@costa-sol/common';
import { useLanguage } from '../../i18n/i18n-context';
import { usePublishedDescriptions } from '../article/published-article';
import { OverviewPage } from './overview-page';

/** /manufacturers and /es/fabricantes: every manufacturer page; each card quotes the page's published description. */
export default function ManufacturersPage() {
  const language = useLanguage();
  const brands = PAGE_REGISTRY.families.manufacturer.pages;
  const descriptions = usePublishedDescriptions(
    brands.map(({ slug }) => brandContentName(PAGE_REGISTRY, slug)),
    language,
  );
  const cards = brands.map(({ slug, name }) => ({
    name,
    description: descriptions[brandContentName(PAGE_REGISTRY, slug)],
    path: manufacturerPath(slug, language),
  }));
  return <OverviewPage routeKey="manufacturers" cards={cards} />;
}

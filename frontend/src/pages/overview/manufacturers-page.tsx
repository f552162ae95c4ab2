import { MANUFACTURER_SLUGS, type ManufacturerSlug, PARAM_ROUTE_PREFIXES } from '@costa-sol/common';
import { useLanguage } from '../../i18n/i18n-context';
import { BRAND_NAMES } from '../../i18n/page-names';
import type { Article } from '../article/article-types';
import carrier from 'virtual:article/brands/carrier';
import daikin from 'virtual:article/brands/daikin';
import lennox from 'virtual:article/brands/lennox';
import mitsubishi from 'virtual:article/brands/mitsubishi';
import rheem from 'virtual:article/brands/rheem';
import trane from 'virtual:article/brands/trane';
import { OverviewPage } from './overview-page';

const BRANDS: Record<ManufacturerSlug, Article> = { daikin, mitsubishi, carrier, trane, lennox, rheem };

/** /manufacturers and /es/fabricantes: every manufacturer page; each card quotes the page's description. */
export default function ManufacturersPage() {
  const language = useLanguage();
  const cards = MANUFACTURER_SLUGS.map((slug) => ({
    name: BRAND_NAMES[slug],
    description: BRANDS[slug][language].description,
    path: `${PARAM_ROUTE_PREFIXES.manufacturer[language]}/${slug}`,
  }));
  return <OverviewPage routeKey="manufacturers" cards={cards} />;
}

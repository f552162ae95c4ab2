import { PAGE_REGISTRY, type PageRegistry, routePath } from '@costa-sol/common';
import { fixedPagePairs, renderSitemap } from './sitemap';

const ORIGIN = 'https://example.test';

/** A copy of the page registry with one service page more. */
const withVentilation: PageRegistry = {
  ...PAGE_REGISTRY,
  pages: [
    ...PAGE_REGISTRY.pages,
    {
      key: 'heatRecoveryVentilation',
      en: '/services/heat-recovery-ventilation',
      es: '/es/servicios/ventilacion-recuperacion-calor',
      kind: 'service',
      group: 'services',
      order: 10,
      content: 'heat-recovery-ventilation',
      updated: '2026-11-20',
      listed: { footerServices: 7.5, servicesOverview: 9 },
    },
  ],
};

const entryOf = (xml: string, path: string) => xml.split('<url>').find((entry) => entry.includes(`<loc>${ORIGIN}${path}</loc>`));

describe('the sitemap of the fixed pages', () => {
  it('lists the registry pages, then the manufacturer pages, each dated by its entry', () => {
    const pairs = fixedPagePairs();
    expect(pairs).toHaveLength(PAGE_REGISTRY.pages.length + PAGE_REGISTRY.families.manufacturer.pages.length);
    const [home] = PAGE_REGISTRY.pages;
    const lastBrand = PAGE_REGISTRY.families.manufacturer.pages.at(-1)!;
    expect(pairs[0]).toEqual({ en: home.en, es: home.es, lastModified: new Date(home.updated) });
    expect(pairs.at(-1)).toEqual({
      en: `${routePath('manufacturers', 'en')}/${lastBrand.slug}`,
      es: `${routePath('manufacturers', 'es')}/${lastBrand.slug}`,
      lastModified: new Date(lastBrand.updated),
    });
  });

  it('lists a page added to a copy of the registry in both languages, each with the other as its hreflang pair', () => {
    const xml = renderSitemap(ORIGIN, fixedPagePairs(withVentilation));
    for (const path of ['/services/heat-recovery-ventilation', '/es/servicios/ventilacion-recuperacion-calor']) {
      const entry = entryOf(xml, path);
      expect(entry).toContain('<lastmod>2026-11-20</lastmod>');
      expect(entry).toContain(`hreflang="en" href="${ORIGIN}/services/heat-recovery-ventilation"`);
      expect(entry).toContain(`hreflang="es" href="${ORIGIN}/es/servicios/ventilacion-recuperacion-calor"`);
      expect(entry).toContain(`hreflang="x-default" href="${ORIGIN}/services/heat-recovery-ventilation"`);
    }
    expect(entryOf(renderSitemap(ORIGIN, fixedPagePairs()), '/services/heat-recovery-ventilation')).toBeUndefined();
  });
});

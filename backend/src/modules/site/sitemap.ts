import { MANUFACTURER_PAGE_UPDATED, MANUFACTURER_SLUGS, PARAM_ROUTE_PREFIXES, STATIC_PAGE_UPDATED, STATIC_ROUTES } from '@costa-sol/common';

/** One page in both languages, by path, and when its content last changed (never the time of the request). */
export interface PagePair {
  en: string;
  es: string;
  lastModified: Date;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** Pages every build has: the route table and the manufacturer pages, dated by common/src/routes/page-dates.ts. */
export function fixedPagePairs(): PagePair[] {
  return [
    ...STATIC_ROUTES.map((route) => ({ en: route.en, es: route.es, lastModified: new Date(STATIC_PAGE_UPDATED[route.key]) })),
    ...MANUFACTURER_SLUGS.map((slug) => ({
      en: `${PARAM_ROUTE_PREFIXES.manufacturer.en}/${slug}`,
      es: `${PARAM_ROUTE_PREFIXES.manufacturer.es}/${slug}`,
      lastModified: new Date(MANUFACTURER_PAGE_UPDATED[slug]),
    })),
  ];
}

/** sitemap.xml with each URL's hreflang alternates (itself, the other language and x-default → English). */
export function renderSitemap(origin: string, pairs: PagePair[]): string {
  const alternates = (pair: PagePair) =>
    [
      `    <xhtml:link rel="alternate" hreflang="en" href="${xml(origin + pair.en)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="es" href="${xml(origin + pair.es)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + pair.en)}"/>`,
    ].join('\n');
  const entries = pairs.flatMap((pair) =>
    [pair.en, pair.es].map(
      (path) =>
        `  <url>\n    <loc>${xml(origin + path)}</loc>\n    <lastmod>${pair.lastModified.toISOString().slice(0, 10)}</lastmod>\n${alternates(pair)}\n  </url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function renderRobots(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

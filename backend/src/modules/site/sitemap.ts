import { fixedPages, PAGE_REGISTRY, type PageRegistry } from '@costa-sol/common';

/** One page in both languages, by path, and when its content last changed (never the time of the request). */
export interface PagePair {
  en: string;
  es: string;
  lastModified: Date;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** Pages every build has: the page registry's pages and its manufacturer pages, each dated by its entry. */
export function fixedPagePairs(registry: PageRegistry = PAGE_REGISTRY): PagePair[] {
  return fixedPages(registry).map(({ paths, updated }) => ({ en: paths.en, es: paths.es, lastModified: new Date(updated) }));
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

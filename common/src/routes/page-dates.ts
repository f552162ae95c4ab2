import { PAGE_REGISTRY, type ManufacturerSlug, type RouteKey } from '../pages/page-registry';

/**
 * The day (YYYY-MM-DD) each fixed page's content last changed, by key: the `updated` of its entry in the page
 * registry (common/src/pages/page-registry.ts), the sitemap's <lastmod> (docs/product.md, "Search metadata") and the
 * "Last updated" date that guide and legal pages show.
 */
export const STATIC_PAGE_UPDATED = Object.fromEntries(PAGE_REGISTRY.pages.map((page) => [page.key, page.updated])) as Record<
  RouteKey,
  string
>;

/** The same for the manufacturer pages. */
export const MANUFACTURER_PAGE_UPDATED = Object.fromEntries(
  PAGE_REGISTRY.families.manufacturer.pages.map((page) => [page.slug, page.updated]),
) as Record<ManufacturerSlug, string>;

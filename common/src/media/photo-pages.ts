import { PAGE_REGISTRY, type ManufacturerSlug } from '../pages/page-registry';
import { MANUFACTURER_SLUGS, type ServiceRouteKey } from '../routes/route-pairs';

type GuidePage = Extract<(typeof PAGE_REGISTRY.pages)[number], { kind: 'guide' }>;
export type GuideRouteKey = GuidePage['key'];

/** The guides of the resources section (their route keys), in the page registry's order. */
export const GUIDE_ROUTE_KEYS: readonly GuideRouteKey[] = PAGE_REGISTRY.pages
  .filter((page): page is GuidePage => page.kind === 'guide')
  .map((page) => page.key);

/**
 * A public page that shows photos chosen in the admin, named as table page_photo names it (lowercase, as its check
 * wants): 'home:hero' (the home page's hero), 'contact', 'service:<route key in kebab case>', 'brand:<manufacturer
 * slug>', 'guide:<route key in kebab case>' (its slug) and 'town:<the town's English slug>'.
 */
export type PhotoPageKey = 'home:hero' | 'contact' | `service:${string}` | `brand:${string}` | `guide:${string}` | `town:${string}`;

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The page key of each kind of page with photos. */
export const photoPageKey = {
  homeHero: 'home:hero',
  contact: 'contact',
  service: (key: ServiceRouteKey): PhotoPageKey => `service:${kebab(key)}`,
  brand: (slug: ManufacturerSlug): PhotoPageKey => `brand:${slug}`,
  guide: (key: GuideRouteKey): PhotoPageKey => `guide:${kebab(key)}`,
  town: (englishSlug: string): PhotoPageKey => `town:${englishSlug}`,
} as const satisfies Record<string, PhotoPageKey | ((id: never) => PhotoPageKey)>;

/** A manufacturer slug of the page registry, or undefined. */
export const manufacturerSlugOf = (slug: string): ManufacturerSlug | undefined => MANUFACTURER_SLUGS.find((known) => known === slug);

/** A guide's route key of the page registry, or undefined. */
export const guideRouteKeyOf = (key: string): GuideRouteKey | undefined => GUIDE_ROUTE_KEYS.find((known) => known === key);

/**
 * The photo page of an article page of the registry: a listed service page (`service`: the services overview lists
 * it), a manufacturer page or a guide; undefined for the other kinds (legal pages, the overviews), which have none.
 */
export function articlePhotoPageKey(kind: string, key: string, service: boolean): PhotoPageKey | undefined {
  if (kind === 'service' && service) return `service:${kebab(key)}`;
  if (kind === 'brand') return `brand:${key}`;
  if (kind === 'guide') return `guide:${kebab(key)}`;
  return undefined;
}

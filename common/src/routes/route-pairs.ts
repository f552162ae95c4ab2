import type { Language } from '../i18n/languages';
import type { PageList } from '../pages/page-registry-types';
import { PAGE_REGISTRY, type ManufacturerSlug, type RouteKey } from '../pages/page-registry';
import { type FamilyName, familyPath, familyPrefixes, languageOfPath, pageEntry, pagesListedIn } from '../pages/page-registry-derive';

export type { ManufacturerSlug, RouteKey };

/** The registry's pages (common/src/pages/page-registry.ts), in its order: each with its key and its two paths. */
export const STATIC_ROUTES = PAGE_REGISTRY.pages;

/**
 * Pages reached only by sending a form without JavaScript (docs/product.md, "Forms without JavaScript"): never
 * indexed, not in the sitemap, but each has its counterpart in the other language.
 */
export const LEAD_THANKS_ROUTES = {
  quote: { en: '/thank-you/quote', es: '/es/gracias/presupuesto' },
  contact: { en: '/thank-you/message', es: '/es/gracias/mensaje' },
} as const satisfies Record<string, Record<Language, string>>;

/** The same pages for an emergency (a repair the visitor marked urgent): they promise the emergency callback time. */
export const EMERGENCY_THANKS_ROUTES = {
  quote: { en: '/thank-you/quote/urgent', es: '/es/gracias/presupuesto/urgente' },
  contact: { en: '/thank-you/message/urgent', es: '/es/gracias/mensaje/urgente' },
} as const satisfies Record<keyof typeof LEAD_THANKS_ROUTES, Record<Language, string>>;

/** The registry's pages that a list (nav, a footer column, the services overview) shows. */
export type PageListedIn<List extends PageList> = Extract<(typeof PAGE_REGISTRY.pages)[number], { listed: Record<List, number> }>;

/** The pages a list shows, in its order, typed as that list's pages. */
export const pagesIn = <List extends PageList>(list: List) => pagesListedIn(PAGE_REGISTRY, list) as PageListedIn<List>[];

export type ServiceRouteKey = PageListedIn<'servicesOverview'>['key'];

/** The service pages (their route keys), in the order the services overview lists them. */
export const SERVICE_ROUTE_KEYS: readonly ServiceRouteKey[] = pagesIn('servicesOverview').map((page) => page.key);

/** Pages whose last segment is a slug: the prefix pairs (the paths of each family's index page). */
export const PARAM_ROUTE_PREFIXES: Record<FamilyName, Record<Language, string>> = familyPrefixes(PAGE_REGISTRY);

export const MANUFACTURER_SLUGS: readonly ManufacturerSlug[] = PAGE_REGISTRY.families.manufacturer.pages.map((page) => page.slug);

/** Maps 'town' or 'town/sub-page' slugs to the other language; undefined when unknown. */
export type LocationPathTranslator = (rest: string, to: Language) => string | undefined;

export function routePath(key: RouteKey, language: Language): string {
  return pageEntry(PAGE_REGISTRY, key)[language];
}

/** A manufacturer page's path. */
export const manufacturerPath = (slug: ManufacturerSlug, language: Language): string =>
  familyPath(PAGE_REGISTRY, 'manufacturer', slug, language);

/** A town page's path, or a town sub-page's ('town/sub-page'), from that language's slugs. */
export const townPath = (slugs: string, language: Language): string => familyPath(PAGE_REGISTRY, 'location', slugs, language);

/** A comarca's hub page, below the locations prefix; comarca ids are the same in both languages. */
export function comarcaHubPath(comarcaId: string, language: Language): string {
  return townPath(`comarca/${comarcaId}`, language);
}

function normalise(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  return clean.length > 1 && clean.endsWith('/') ? clean.slice(0, -1) : clean;
}

/**
 * The same page in the other language, or undefined when the path is not mapped.
 * Static pairs map both ways; /qa… swaps its prefix with /es/preguntas…; manufacturer pages keep their slug.
 * Town slugs (and a town's sub-page slugs) can differ per language: `translateLocation` maps the part after the
 * locations prefix ('nueva-andalucia' → 'new-andalusia'); without it a single town slug is kept as it is.
 */
export function translatePath(path: string, to: Language, translateLocation?: LocationPathTranslator): string | undefined {
  const clean = normalise(path);
  const from = languageOfPath(clean);
  if (from === to) return clean;
  const pair = [...STATIC_ROUTES, ...Object.values(LEAD_THANKS_ROUTES), ...Object.values(EMERGENCY_THANKS_ROUTES)].find(
    (route) => route[from] === clean,
  );
  if (pair) return pair[to];
  for (const [kind, prefixes] of Object.entries(PARAM_ROUTE_PREFIXES) as [FamilyName, Record<Language, string>][]) {
    const prefix = `${prefixes[from]}/`;
    if (!clean.startsWith(prefix)) continue;
    const rest = clean.slice(prefix.length);
    if (kind === 'qa') return `${prefixes[to]}/${rest}`;
    if (kind === 'manufacturer') return rest.includes('/') ? undefined : `${prefixes[to]}/${rest}`;
    const translated = translateLocation ? translateLocation(rest, to) : rest.includes('/') ? undefined : rest;
    return translated ? `${prefixes[to]}/${translated}` : undefined;
  }
  return undefined;
}

/** Where the language switch goes: the equivalent page, or that language's home for an unmapped path. */
export function switchLanguagePath(path: string, to: Language, translateLocation?: LocationPathTranslator): string {
  return translatePath(path, to, translateLocation) ?? routePath('home', to);
}

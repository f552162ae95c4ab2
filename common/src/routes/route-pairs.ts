import type { Language } from '../i18n/languages';

/** A page and its two addresses (docs/product.md, "Routes and languages"). `key` names the page in catalogues and the router. */
export interface RoutePair {
  key: RouteKey;
  en: string;
  es: string;
}

export const STATIC_ROUTES = [
  { key: 'home', en: '/', es: '/es' },
  // Overview pages: every service, every manufacturer (the prefix of the manufacturer pages is a page of its own).
  { key: 'services', en: '/services', es: '/es/servicios' },
  { key: 'manufacturers', en: '/manufacturers', es: '/es/fabricantes' },
  { key: 'airConditioning', en: '/services/air-conditioning', es: '/es/servicios/aire-acondicionado' },
  { key: 'airZoneSystems', en: '/services/air-zone-systems', es: '/es/servicios/sistemas-zona-aire' },
  { key: 'heatPumpHvac', en: '/services/heat-pump-hvac', es: '/es/servicios/bomba-de-calor-hvac' },
  { key: 'heatPumpWaterHeaters', en: '/services/heat-pump-water-heaters', es: '/es/servicios/calentadores-agua-bomba-calor' },
  { key: 'solarInstallation', en: '/services/solar-installation', es: '/es/servicios/instalacion-solar' },
  { key: 'heatPumps', en: '/heat-pumps', es: '/es/bombas-calor' },
  { key: 'resources', en: '/resources', es: '/es/recursos' },
  { key: 'heatPumpInstallationGuide', en: '/resources/heat-pump-installation-guide', es: '/es/recursos/guia-instalacion-bomba-calor' },
  { key: 'hvacSizingGuide', en: '/resources/hvac-sizing-guide', es: '/es/recursos/guia-dimensionamiento-hvac' },
  { key: 'hvacMarbellaGuide', en: '/resources/hvac-marbella-guide', es: '/es/recursos/guia-hvac-marbella' },
  { key: 'locations', en: '/locations', es: '/es/ubicaciones' },
  { key: 'qa', en: '/qa', es: '/es/preguntas' },
  { key: 'contact', en: '/contact', es: '/es/contacto' },
  { key: 'hvacCalculator', en: '/tools/hvac-calculator', es: '/es/herramientas/calculadora-hvac' },
  { key: 'maintenanceChecklist', en: '/tools/maintenance-checklist', es: '/es/herramientas/lista-mantenimiento' },
  { key: 'emergencyService', en: '/emergency-service', es: '/es/servicio-emergencia' },
  { key: 'commercialServices', en: '/commercial-services', es: '/es/servicios-comerciales' },
  // Legal pages a Spanish business site needs, and the human sitemap (docs/product.md, "Privacy and legal pages").
  { key: 'privacyPolicy', en: '/privacy-policy', es: '/es/politica-privacidad' },
  { key: 'legalNotice', en: '/legal-notice', es: '/es/aviso-legal' },
  { key: 'cookiePolicy', en: '/cookie-policy', es: '/es/politica-cookies' },
  { key: 'sitemap', en: '/sitemap', es: '/es/mapa-del-sitio' },
] as const satisfies readonly { key: string; en: string; es: string }[];

export type RouteKey = (typeof STATIC_ROUTES)[number]['key'];

/**
 * Pages reached only by sending a form without JavaScript (docs/product.md, "Forms without JavaScript"): never
 * indexed, not in the sitemap, but each has its counterpart in the other language.
 */
export const LEAD_THANKS_ROUTES = {
  quote: { en: '/thank-you/quote', es: '/es/gracias/presupuesto' },
  contact: { en: '/thank-you/message', es: '/es/gracias/mensaje' },
} as const satisfies Record<string, Record<Language, string>>;

/** The service pages (their route keys), in the order the services overview lists them. */
export const SERVICE_ROUTE_KEYS = [
  'airConditioning',
  'heatPumpHvac',
  'heatPumps',
  'heatPumpWaterHeaters',
  'airZoneSystems',
  'solarInstallation',
  'emergencyService',
  'commercialServices',
] as const satisfies readonly RouteKey[];
export type ServiceRouteKey = (typeof SERVICE_ROUTE_KEYS)[number];

/** Pages whose last segment is a slug: the prefix pairs. */
export const PARAM_ROUTE_PREFIXES = {
  manufacturer: { en: '/manufacturers', es: '/es/fabricantes' },
  location: { en: '/locations', es: '/es/ubicaciones' },
  qa: { en: '/qa', es: '/es/preguntas' },
} as const;

export const MANUFACTURER_SLUGS = ['daikin', 'mitsubishi', 'carrier', 'trane', 'lennox', 'rheem'] as const;
export type ManufacturerSlug = (typeof MANUFACTURER_SLUGS)[number];

/** Maps 'town' or 'town/sub-page' slugs to the other language; undefined when unknown. */
export type LocationPathTranslator = (rest: string, to: Language) => string | undefined;

export function routePath(key: RouteKey, language: Language): string {
  const pair = STATIC_ROUTES.find((route) => route.key === key);
  if (!pair) throw new Error(`Unknown route ${key}`);
  return pair[language];
}

/** A comarca's hub page, below the locations prefix; comarca ids are the same in both languages. */
export function comarcaHubPath(comarcaId: string, language: Language): string {
  return `${PARAM_ROUTE_PREFIXES.location[language]}/comarca/${comarcaId}`;
}

/** The language a path belongs to: Spanish whenever it is /es or starts with /es/. */
export function languageOfPath(path: string): Language {
  return path === '/es' || path.startsWith('/es/') ? 'es' : 'en';
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
  const pair = [...STATIC_ROUTES, ...Object.values(LEAD_THANKS_ROUTES)].find((route) => route[from] === clean);
  if (pair) return pair[to];
  for (const [kind, prefixes] of Object.entries(PARAM_ROUTE_PREFIXES) as [
    keyof typeof PARAM_ROUTE_PREFIXES,
    { en: string; es: string },
  ][]) {
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

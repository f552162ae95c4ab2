import {
  BUSINESS,
  type Language,
  PARAM_ROUTE_PREFIXES,
  type RouteKey,
  SHARE_CARD_SIZE,
  STATIC_ROUTES,
  type ShareCard,
  shareCardPath,
} from '@costa-sol/common';
import { shareCardText } from './share-card-text';

type PageKind = keyof (typeof shareCardText)['en'];

const KIND_OF_ROUTE: Record<RouteKey, PageKind> = {
  home: 'home',
  services: 'service',
  manufacturers: 'brand',
  airConditioning: 'service',
  airZoneSystems: 'service',
  heatPumpHvac: 'service',
  heatPumpWaterHeaters: 'service',
  solarInstallation: 'service',
  emergencyService: 'service',
  commercialServices: 'service',
  heatPumps: 'guide',
  heatPumpInstallationGuide: 'guide',
  hvacSizingGuide: 'guide',
  hvacMarbellaGuide: 'guide',
  resources: 'resources',
  locations: 'location',
  qa: 'qa',
  contact: 'contact',
  hvacCalculator: 'tool',
  maintenanceChecklist: 'tool',
  privacyPolicy: 'legal',
  legalNotice: 'legal',
  cookiePolicy: 'legal',
  sitemap: 'sitemap',
};

const KIND_OF_PREFIX: Record<keyof typeof PARAM_ROUTE_PREFIXES, PageKind> = { manufacturer: 'brand', location: 'location', qa: 'qa' };

/** The kind of page a path is: its route in the route table, or the prefix of its slug (a town, a Q&A page, a brand). */
function pageKindOf(path: string): PageKind {
  const route = STATIC_ROUTES.find((candidate) => candidate.en === path || candidate.es === path);
  if (route) return KIND_OF_ROUTE[route.key];
  for (const [prefix, kind] of Object.entries(KIND_OF_PREFIX) as [keyof typeof PARAM_ROUTE_PREFIXES, PageKind][]) {
    const { en, es } = PARAM_ROUTE_PREFIXES[prefix];
    if (path.startsWith(`${en}/`) || path.startsWith(`${es}/`)) return kind;
  }
  return 'page';
}

/** The title without the brand a page title ends with: the card shows the brand on its own line. */
const withoutBrand = (title: string) => title.replace(new RegExp(`\\s*[|–—-]\\s*${BUSINESS.brandWithTrade}$`), '').trim();

export interface ShareImage {
  /** Absolute URL of the card (og:image, twitter:image). */
  url: string;
  alt: string;
  width: number;
  height: number;
  /** What the server draws on it. */
  card: ShareCard;
}

/** The share card of the page at `path`: its title and kind, drawn by the server at a URL that changes with them. */
export function shareImage(origin: string, path: string, title: string, language: Language): ShareImage {
  const card: ShareCard = { title: withoutBrand(title), kind: shareCardText[language][pageKindOf(path)], language };
  return {
    url: `${origin}${shareCardPath(path, card)}`,
    alt: `${card.kind}: ${card.title} — ${BUSINESS.brandWithTrade}`,
    ...SHARE_CARD_SIZE,
    card,
  };
}

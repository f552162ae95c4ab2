import {
  type Language,
  LEAD_KINDS,
  LEAD_THANKS_ROUTES,
  type LeadKind,
  MANUFACTURER_SLUGS,
  type ManufacturerSlug,
  PARAM_ROUTE_PREFIXES,
  type RouteKey,
  routePath,
  SERVICE_ROUTE_KEYS,
  type ServiceRouteKey,
  STATIC_ROUTES,
} from '@costa-sol/common';
import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { ArticlePage } from '../pages/article/article-page';
import type { Article } from '../pages/article/article-types';
import { SiteLayout } from './layout/site-layout';

type ArticleModule = Promise<{ default: Article }>;

/** A page whose code the server loads on first use (prerender waits for it). Pages never load in the browser. */
type LazyPage = ComponentType;
const lazyPage = (load: () => Promise<{ default: ComponentType }>): LazyPage => lazy(load);

/** A page of written content; its text is its own chunk, loaded with the page. */
function articlePage(load: () => ArticleModule, paths: Record<Language, string>, service?: ServiceRouteKey): LazyPage {
  return lazyPage(() =>
    load().then(({ default: article }) => ({ default: () => <ArticlePage article={article} paths={paths} service={service} /> })),
  );
}

const routePaths = (key: RouteKey) => ({ en: routePath(key, 'en'), es: routePath(key, 'es') });

/** Route-table pages made of written content: content/pages/{key in kebab case}.{en|es}.md (vite-plugins/articles). */
const ARTICLES: Partial<Record<RouteKey, () => ArticleModule>> = {
  airConditioning: () => import('virtual:article/air-conditioning'),
  airZoneSystems: () => import('virtual:article/air-zone-systems'),
  heatPumpHvac: () => import('virtual:article/heat-pump-hvac'),
  heatPumpWaterHeaters: () => import('virtual:article/heat-pump-water-heaters'),
  solarInstallation: () => import('virtual:article/solar-installation'),
  heatPumps: () => import('virtual:article/heat-pumps'),
  emergencyService: () => import('virtual:article/emergency-service'),
  commercialServices: () => import('virtual:article/commercial-services'),
  resources: () => import('virtual:article/resources'),
  heatPumpInstallationGuide: () => import('virtual:article/heat-pump-installation-guide'),
  hvacSizingGuide: () => import('virtual:article/hvac-sizing-guide'),
  hvacMarbellaGuide: () => import('virtual:article/hvac-marbella-guide'),
  privacyPolicy: () => import('virtual:article/privacy-policy'),
  legalNotice: () => import('virtual:article/legal-notice'),
  cookiePolicy: () => import('virtual:article/cookie-policy'),
};

/** Manufacturer pages: content/pages/brands/{slug}.{en|es}.md. */
const BRANDS: Record<ManufacturerSlug, () => ArticleModule> = {
  daikin: () => import('virtual:article/brands/daikin'),
  mitsubishi: () => import('virtual:article/brands/mitsubishi'),
  carrier: () => import('virtual:article/brands/carrier'),
  trane: () => import('virtual:article/brands/trane'),
  lennox: () => import('virtual:article/brands/lennox'),
  rheem: () => import('virtual:article/brands/rheem'),
};

/** Route-table pages with a component of their own. */
const PAGES: Partial<Record<RouteKey, LazyPage>> = {
  home: lazyPage(() => import('../pages/home/home-page')),
  services: lazyPage(() => import('../pages/overview/services-page')),
  manufacturers: lazyPage(() => import('../pages/overview/manufacturers-page')),
  contact: lazyPage(() => import('../pages/contact/contact-page')),
  qa: lazyPage(() => import('../pages/qa/qa-index-page')),
  locations: lazyPage(() => import('../pages/locations/locations-index-page')),
  sitemap: lazyPage(() => import('../pages/sitemap/sitemap-page')),
  hvacCalculator: lazyPage(() => import('../pages/tools/hvac-calculator-page')),
  maintenanceChecklist: lazyPage(() => import('../pages/tools/maintenance-checklist-page')),
};

/** Pages whose last path segments are slugs, below a route-table prefix. */
const SLUG_PAGES: { prefix: RouteKey; pattern: string; Page: LazyPage }[] = [
  { prefix: 'qa', pattern: ':categorySlug', Page: lazyPage(() => import('../pages/qa/qa-category-page')) },
  { prefix: 'qa', pattern: ':categorySlug/:pageSlug', Page: lazyPage(() => import('../pages/qa/qa-question-page')) },
  { prefix: 'locations', pattern: 'comarca/:comarcaId', Page: lazyPage(() => import('../pages/locations/comarca-hub-page')) },
  { prefix: 'locations', pattern: ':townSlug', Page: lazyPage(() => import('../pages/locations/location-page')) },
  { prefix: 'locations', pattern: ':townSlug/:serviceSlug', Page: lazyPage(() => import('../pages/locations/town-service-page')) },
];

const NotFoundPage = lazyPage(() => import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const THANKS_PAGES: Record<LeadKind, LazyPage> = {
  quote: lazyPage(() => import('../pages/thanks/lead-thanks-page').then((m) => ({ default: () => <m.LeadThanksPage kind="quote" /> }))),
  contact: lazyPage(() => import('../pages/thanks/lead-thanks-page').then((m) => ({ default: () => <m.LeadThanksPage kind="contact" /> }))),
};

const LANGUAGES = ['en', 'es'] as const;

function pageOf(key: RouteKey): LazyPage {
  const own = PAGES[key];
  if (own) return own;
  const load = ARTICLES[key];
  if (!load) throw new Error(`No page for route ${key}`);
  return articlePage(
    load,
    routePaths(key),
    SERVICE_ROUTE_KEYS.find((service) => service === key),
  );
}

const route = (path: string, Page: LazyPage): RouteObject => ({ path, element: <Page /> });

const publicRoutes: RouteObject[] = [
  ...STATIC_ROUTES.flatMap(({ key }) => {
    const Page = pageOf(key);
    return LANGUAGES.map((language) => route(routePath(key, language), Page));
  }),
  ...MANUFACTURER_SLUGS.flatMap((slug) => {
    const paths = { en: `${PARAM_ROUTE_PREFIXES.manufacturer.en}/${slug}`, es: `${PARAM_ROUTE_PREFIXES.manufacturer.es}/${slug}` };
    const Page = articlePage(BRANDS[slug], paths);
    return LANGUAGES.map((language) => route(paths[language], Page));
  }),
  ...SLUG_PAGES.flatMap(({ prefix, pattern, Page }) =>
    LANGUAGES.map((language) => route(`${routePath(prefix, language)}/${pattern}`, Page)),
  ),
  // Where a form sent without JavaScript lands (docs/product.md, "Forms without JavaScript").
  ...LEAD_KINDS.flatMap((kind) => LANGUAGES.map((language) => route(LEAD_THANKS_ROUTES[kind][language], THANKS_PAGES[kind]))),
  route('*', NotFoundPage),
];

/** Every public page, inside the site layout. The admin is a separate single-page app (entry-admin.tsx). */
const ROUTES: RouteObject[] = [{ element: <SiteLayout />, children: publicRoutes }];

export function AppRoutes() {
  return useRoutes(ROUTES);
}

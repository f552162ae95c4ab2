import {
  APP_CONTENT,
  type Language,
  LANGUAGES,
  LEAD_KINDS,
  EMERGENCY_THANKS_ROUTES,
  type OwnComponent,
  LEAD_THANKS_ROUTES,
  type LeadKind,
  PAGE_REGISTRY,
  familyPath,
  type PhotoPageKey,
  SERVICE_ROUTE_KEYS,
  type ServiceRouteKey,
} from '@costa-sol/common';
import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { PublishedArticlePage } from '../pages/article/published-article';
import { SiteLayout } from './layout/site-layout';
import { type RouteTableRow, routeTable } from './route-table';

/** A page whose code the server loads on first use (prerender waits for it). Pages never load in the browser. */
type LazyPage = ComponentType;
const lazyPage = (load: () => Promise<{ default: ComponentType }>): LazyPage => lazy(load);

/** A page of written content: its text is the database's, as the owner last published it (admin, Pages). */
function articlePage(name: string, paths: Record<Language, string>, photos?: PhotoPageKey, service?: ServiceRouteKey): LazyPage {
  return () => <PublishedArticlePage name={name} paths={paths} photos={photos} service={service} />;
}

/**
 * The registry's pages that the frontend renders from code and data (content APP_CONTENT), or that lay out their
 * Markdown page themselves (ownComponent: the home page, the tools): one component each.
 */
type RegistryPage = (typeof PAGE_REGISTRY.pages)[number];
type AppPageKey = Extract<RegistryPage, { content: typeof APP_CONTENT } | { ownComponent: OwnComponent }>['key'];
const APP_PAGES: Record<AppPageKey, LazyPage> = {
  home: lazyPage(() => import('../pages/home/home-page')),
  services: lazyPage(() => import('../pages/overview/services-page')),
  manufacturers: lazyPage(() => import('../pages/overview/manufacturers-page')),
  contact: lazyPage(() => import('../pages/contact/contact-page')),
  book: lazyPage(() => import('../pages/book/book-page')),
  qa: lazyPage(() => import('../pages/qa/qa-index-page')),
  locations: lazyPage(() => import('../pages/locations/locations-index-page')),
  sitemap: lazyPage(() => import('../pages/sitemap/sitemap-page')),
  hvacCalculator: lazyPage(() => import('../pages/tools/hvac-calculator-page')),
  maintenanceChecklist: lazyPage(() => import('../pages/tools/maintenance-checklist-page')),
};

/** Pages whose last path segments are slugs, below their family's index page in the page registry. */
const SLUG_PAGES: { family: 'qa' | 'location'; pattern: string; Page: LazyPage }[] = [
  { family: 'qa', pattern: ':categorySlug', Page: lazyPage(() => import('../pages/qa/qa-category-page')) },
  { family: 'qa', pattern: ':categorySlug/:pageSlug', Page: lazyPage(() => import('../pages/qa/qa-question-page')) },
  { family: 'location', pattern: 'comarca/:comarcaId', Page: lazyPage(() => import('../pages/locations/comarca-hub-page')) },
  { family: 'location', pattern: ':townSlug', Page: lazyPage(() => import('../pages/locations/location-page')) },
  { family: 'location', pattern: ':townSlug/:serviceSlug', Page: lazyPage(() => import('../pages/locations/town-service-page')) },
];

const NotFoundPage = lazyPage(() => import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const thanksPage = (kind: LeadKind, emergency: boolean) =>
  lazyPage(() =>
    import('../pages/thanks/lead-thanks-page').then((m) => ({ default: () => <m.LeadThanksPage kind={kind} emergency={emergency} /> })),
  );

/** The page of a row of the route table: its own component, or its article (stored in the database, seeded from content/pages). */
function pageOf({ key, paths, content, ownComponent, photos, service }: RouteTableRow): LazyPage {
  if (content === APP_CONTENT || ownComponent) return APP_PAGES[key as AppPageKey];
  return articlePage(content, paths, photos, service ? SERVICE_ROUTE_KEYS.find((known) => known === key) : undefined);
}

/** One component per page, shared by its two paths. */
const pages = new Map<string, LazyPage>();
function pageOfRow(row: RouteTableRow): LazyPage {
  const page = pages.get(row.key) ?? pageOf(row);
  pages.set(row.key, page);
  return page;
}

const route = (path: string, Page: LazyPage): RouteObject => ({ path, element: <Page /> });

const publicRoutes: RouteObject[] = [
  ...routeTable(PAGE_REGISTRY).map((row) => route(row.path, pageOfRow(row))),
  ...SLUG_PAGES.flatMap(({ family, pattern, Page }) =>
    LANGUAGES.map((language) => route(familyPath(PAGE_REGISTRY, family, pattern, language), Page)),
  ),
  // Where a form sent without JavaScript lands (docs/product.md, "Forms without JavaScript").
  ...LEAD_KINDS.flatMap((kind) => {
    const [routine, emergency] = [thanksPage(kind, false), thanksPage(kind, true)];
    return LANGUAGES.flatMap((language) => [
      route(LEAD_THANKS_ROUTES[kind][language], routine),
      route(EMERGENCY_THANKS_ROUTES[kind][language], emergency),
    ]);
  }),
  route('*', NotFoundPage),
];

/** Every public page, inside the site layout. The admin is a separate single-page app (entry-admin.tsx). */
const ROUTES: RouteObject[] = [{ element: <SiteLayout />, children: publicRoutes }];

export function AppRoutes() {
  return useRoutes(ROUTES);
}

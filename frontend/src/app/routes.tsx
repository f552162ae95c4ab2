import { type RouteKey, routePath, STATIC_ROUTES } from '@costa-sol/common';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { StaticPage } from '../pages/static-page/static-page';
import { SiteLayout } from './layout/site-layout';

const HomePage = lazy(() => import('../pages/home/home-page'));
const ContactPage = lazy(() => import('../pages/contact/contact-page'));
const AdminApp = lazy(() => import('../features/admin/admin-app'));
const QaIndexPage = lazy(() => import('../pages/qa/qa-index-page'));
const QaCategoryPage = lazy(() => import('../pages/qa/qa-category-page'));
const QaQuestionPage = lazy(() => import('../pages/qa/qa-question-page'));
const LocationsIndexPage = lazy(() => import('../pages/locations/locations-index-page'));
const LocationPage = lazy(() => import('../pages/locations/location-page'));
const TownServicePage = lazy(() => import('../pages/locations/town-service-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** Route-table pages with their own component; every other key is a StaticPage of the catalogue. */
const PAGE_OF_ROUTE: Partial<Record<RouteKey, ComponentType>> = {
  home: HomePage,
  contact: ContactPage,
  qa: QaIndexPage,
  locations: LocationsIndexPage,
};

/** Pages whose last path segments are slugs, below a route-table prefix. */
const SLUG_ROUTES: { prefix: RouteKey; pattern: string; Page: ComponentType }[] = [
  { prefix: 'qa', pattern: ':categorySlug', Page: QaCategoryPage },
  { prefix: 'qa', pattern: ':categorySlug/:pageSlug', Page: QaQuestionPage },
  { prefix: 'locations', pattern: ':townSlug', Page: LocationPage },
  { prefix: 'locations', pattern: ':townSlug/:serviceSlug', Page: TownServicePage },
];

/** Every English/Spanish pair of the route table; pages load on demand. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={<PageLoading />}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route element={<SiteLayout />}>
        {STATIC_ROUTES.flatMap((route) =>
          (['en', 'es'] as const).map((language) => {
            const Page = PAGE_OF_ROUTE[route.key];
            const element = Page ? <Page /> : <StaticPage routeKey={route.key as Exclude<RouteKey, 'home' | 'contact'>} />;
            return <Route key={route[language]} path={route[language]} element={element} />;
          }),
        )}
        {SLUG_ROUTES.flatMap(({ prefix, pattern, Page }) =>
          (['en', 'es'] as const).map((language) => {
            const path = `${routePath(prefix, language)}/${pattern}`;
            return <Route key={path} path={path} element={<Page />} />;
          }),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

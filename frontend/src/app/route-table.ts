import { APP_CONTENT, fixedPages, LANGUAGES, type PagePaths, type PageRegistry } from '@costa-sol/common';

/** One path of a fixed page: the page's key, both its paths, and its content source (a Markdown name or APP_CONTENT). */
export interface RouteTableRow {
  path: string;
  key: string;
  paths: PagePaths;
  content: string;
  /** Whether the services overview lists it (its article page then shows the service's photos). */
  service: boolean;
}

/** Every path of every fixed page of a registry (its pages, then the manufacturer pages), English then Spanish. */
export function routeTable(registry: PageRegistry): RouteTableRow[] {
  const services = new Set(registry.pages.filter((page) => page.listed?.servicesOverview !== undefined).map((page) => page.key));
  return fixedPages(registry).flatMap(({ key, paths, content }) =>
    LANGUAGES.map((language) => ({ path: paths[language], key, paths, content, service: content !== APP_CONTENT && services.has(key) })),
  );
}

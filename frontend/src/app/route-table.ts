import {
  APP_CONTENT,
  articlePhotoPageKey,
  fixedPages,
  LANGUAGES,
  type PagePaths,
  type PageRegistry,
  type PhotoPageKey,
} from '@costa-sol/common';

/** One path of a fixed page: the page's key, both its paths, and its content source (a Markdown name or APP_CONTENT). */
export interface RouteTableRow {
  path: string;
  key: string;
  paths: PagePaths;
  content: string;
  /** Whether a component of its own, not the article page, lays out its Markdown (the home page, the tools). */
  ownComponent: boolean;
  /** Whether the services overview lists it (its article page then shows the service's photos). */
  service: boolean;
  /** The photos chosen in the admin that its article page shows (a service, manufacturer or guide page). */
  photos?: PhotoPageKey;
}

/** Every path of every fixed page of a registry (its pages, then the manufacturer pages), English then Spanish. */
export function routeTable(registry: PageRegistry): RouteTableRow[] {
  const services = new Set(registry.pages.filter((page) => page.listed?.servicesOverview !== undefined).map((page) => page.key));
  return fixedPages(registry).flatMap(({ key, paths, content, kind, ownComponent }) => {
    const article = content !== APP_CONTENT && !ownComponent;
    const service = article && services.has(key);
    const photos = article ? articlePhotoPageKey(kind, key, service) : undefined;
    return LANGUAGES.map((language) => ({
      path: paths[language],
      key,
      paths,
      content,
      ownComponent: Boolean(ownComponent),
      service,
      photos,
    }));
  });
}

/** How a redirect came to be: recorded by a slug change, or added by staff in the admin. */
export const REDIRECT_SOURCES = ['automatic', 'manual'] as const;
export type RedirectSource = (typeof REDIRECT_SOURCES)[number];

export const REDIRECT_PATH_MAX = 300;

/**
 * The shape of a path as the site serves it (the canonical spelling): one leading slash, lower case, no trailing or
 * doubled slash, no query or fragment. (No lookahead: the OpenAPI document carries it, and its tools lack them.)
 */
export const REDIRECT_PATH_PATTERN = /^\/(?:[a-z0-9._~%-]+(?:\/[a-z0-9._~%-]+)*)?$/;

const NOT_PAGES = /^\/(?:api|admin)(?:\/|$)/;

/** A path a redirect may name: of that shape, and not the API's or the admin's. The admin form and the API check the same. */
export function isRedirectPath(path: string): boolean {
  return REDIRECT_PATH_PATTERN.test(path) && !NOT_PAGES.test(path);
}

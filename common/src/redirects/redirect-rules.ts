/** How a redirect came to be: recorded by a slug change, or added by staff in the admin. */
export const REDIRECT_SOURCES = ['automatic', 'manual'] as const;
export type RedirectSource = (typeof REDIRECT_SOURCES)[number];

export const REDIRECT_PATH_MAX = 300;

/**
 * The shape of a path as the site serves it (the canonical spelling): one leading slash, lower case, no trailing or
 * doubled slash, no query or fragment. (No lookahead: the OpenAPI document carries it, and its tools lack them.)
 */
export const REDIRECT_PATH_PATTERN = /^\/(?:[a-z0-9._~%-]+(?:\/[a-z0-9._~%-]+)*)?$/;

/**
 * Where the site serves no page: the API, the admin, the image library (/media), the build's files (/assets, /images,
 * /analytics), the share cards (/share), and the files at the root. A redirect there would hide them or never be reached.
 */
const NOT_PAGES =
  /^\/(?:(?:api|admin|media|assets|images|analytics|share)(?:\/|$)|(?:sitemap\.xml|robots\.txt|speculation-rules\.json|favicon\.svg)$)/;

/**
 * Is each segment what a browser and the server take it for: no dot segment (`.`, `..`, escaped or not), no escaped
 * slash or backslash, and every escape the canonical one (lower case) of a character that needs one, in UTF-8? Such a
 * path is served at its own spelling and normalises to nothing else.
 */
function isNormalised(path: string): boolean {
  return path
    .split('/')
    .slice(1)
    .every((segment) => {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return false;
      }
      if (decoded === '.' || decoded === '..' || /[/\\]/.test(decoded)) return false;
      return encodeURIComponent(decoded).toLowerCase() === segment;
    });
}

/**
 * A path a redirect may name: of that shape, normalised, and not where the site serves something else than pages.
 * The admin form and the API check the same.
 */
export function isRedirectPath(path: string): boolean {
  return REDIRECT_PATH_PATTERN.test(path) && !NOT_PAGES.test(path) && isNormalised(path);
}

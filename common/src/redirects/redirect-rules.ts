/** How a redirect came to be: recorded by a slug change, or added by staff in the admin. */
export const REDIRECT_SOURCES = ['automatic', 'manual'] as const;
export type RedirectSource = (typeof REDIRECT_SOURCES)[number];

export const REDIRECT_PATH_MAX = 300;

/**
 * A path of the public site as it is served (the canonical spelling): one leading slash, lower case, no trailing or
 * doubled slash, no query or fragment, and never under /api or /admin. The admin form and the API check the same.
 */
export const REDIRECT_PATH_PATTERN = /^\/(?!(?:api|admin)(?:\/|$))(?:[a-z0-9._~%-]+(?:\/[a-z0-9._~%-]+)*)?$/;

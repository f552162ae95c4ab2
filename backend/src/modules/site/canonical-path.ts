/** Characters a page's path is made of once its accents are gone: every slug of the site is plain ASCII. */
const PLAIN_PATH = /^[A-Za-z0-9/._~-]*$/;

/**
 * A path typed with accents ("/locations/m%C3%A1laga", as a browser sends /locations/málaga) spelt as the site's slugs
 * are: accents removed, as the town slugs are made. A path that would still hold other characters (a space, a
 * symbol, a malformed escape) is left as it came, to answer 404.
 */
function withoutAccents(path: string): string {
  if (!path.includes('%')) return path;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return path;
  }
  const plain = decoded.normalize('NFD').replace(/\p{M}/gu, '');
  return PLAIN_PATH.test(plain) ? plain : path;
}

/**
 * The one spelling of a page's path: no accents, lower case, single slashes, no trailing slash (but the root). Other
 * spellings are 301-redirected to it, so search engines and the page cache see one URL per page. Leading
 * slashes collapse too, so `//evil.example/` can never become a protocol-relative redirect.
 */
export function canonicalPath(path: string): string {
  const collapsed = withoutAccents(path)
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.replace(/\/+$/, '') || '/' : collapsed;
}

/** Path and query of a request URL; the query is never part of a page (pages read none of it on the server). */
export function splitUrl(url: string): { path: string; query: string } {
  const at = url.indexOf('?');
  return at === -1 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at) };
}

/**
 * The one spelling of a page's path: lower case, single slashes, no trailing slash (but the root). Other
 * spellings are 301-redirected to it, so search engines and the page cache see one URL per page. Leading
 * slashes collapse too, so `//evil.example/` can never become a protocol-relative redirect.
 */
export function canonicalPath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/').toLowerCase();
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.replace(/\/+$/, '') || '/' : collapsed;
}

/** Path and query of a request URL; the query is never part of a page (pages read none of it on the server). */
export function splitUrl(url: string): { path: string; query: string } {
  const at = url.indexOf('?');
  return at === -1 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at) };
}

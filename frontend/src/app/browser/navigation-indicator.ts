function isDocumentNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const url = new URL(link.href);
  // Another site, or a fragment of this very page: no new document.
  return url.origin === window.location.origin && (url.pathname !== window.location.pathname || url.search !== window.location.search);
}

/**
 * Pages are documents: a link click is a full navigation. When the next page takes more than 300 ms to arrive,
 * the server-rendered indicator (#navigation-loading, "Loading..." / "Cargando...") shows; a page restored from
 * the back/forward cache hides it again. The 300 ms wait is a CSS animation delay (global.css), not a timer: the
 * browser may stop running the old page's timers once the navigation has started.
 */
export function showLoadingWhileNavigating(): void {
  const indicator = document.getElementById('navigation-loading');
  if (!indicator) return;
  document.addEventListener('click', (event) => {
    if (isDocumentNavigation(event)) indicator.hidden = false;
  });
  window.addEventListener('pageshow', () => {
    indicator.hidden = true;
  });
}

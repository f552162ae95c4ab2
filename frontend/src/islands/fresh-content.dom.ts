import { CONTENT_CACHE } from '@costa-sol/common';

/** One read of the page per showing, shared by every fresh-content island on it. */
let pageRead: { at: number; page: Promise<Document> } | undefined;

function readPageAgain(now: number): Promise<Document> {
  if (pageRead?.at !== now) {
    const page = fetch(window.location.href, { cache: 'no-cache', headers: { accept: 'text/html' } })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((html) => new DOMParser().parseFromString(html, 'text/html'));
    pageRead = { at: now, page };
  }
  return pageRead.page;
}

/**
 * Content the server rendered with the page (testimonials, the featured case study: components/async-content.tsx)
 * is fresh for CONTENT_CACHE.staleMs, as docs/product.md ("Data cache and API client") says. Pages are documents, so
 * the one moment it can be shown stale is a page shown again from the back-forward cache: then, once it is older
 * than that, its skeleton shows while the page is read again, and the new content takes its place (the old one comes
 * back if the read fails). No refetch on focus or on an interval, as the spec's cache defaults say.
 */
export function enhance(element: HTMLElement): void {
  const body = element.querySelector<HTMLElement>(':scope > [data-fresh-body]');
  const skeleton = element.querySelector<HTMLTemplateElement>(':scope > template');
  const key = element.dataset.freshContent;
  if (!body || !skeleton || !key) return;
  let readAt = Date.now();
  window.addEventListener('pageshow', (event) => {
    const now = Date.now();
    if (!event.persisted || now - readAt < CONTENT_CACHE.staleMs) return;
    readAt = now;
    const shown = [...body.childNodes];
    body.replaceChildren(skeleton.content.cloneNode(true));
    readPageAgain(now)
      .then((page) => {
        const fresh = page.querySelector(`[data-fresh-content="${CSS.escape(key)}"] > [data-fresh-body]`);
        body.replaceChildren(...(fresh ? [...fresh.childNodes].map((node) => document.importNode(node, true)) : shown));
      })
      .catch(() => body.replaceChildren(...shown));
  });
}

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { TtlCache } from '../../shared/application/ttl-cache';
import { RenderQueue } from '../../shared/application/render-queue';
import type { RenderedPage } from './site-source';

interface ServedPage extends RenderedPage {
  /** The same HTML compressed once, so a cached page costs no compression per request. */
  brotli: Buffer;
  gzip: Buffer;
  /** A strong validator of the HTML, so a revisit of an unchanged page is answered 304 without a body. */
  etag: string;
}

const compressed = (page: RenderedPage): ServedPage => ({
  ...page,
  brotli: brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: gzipSync(page.html, { level: 6 }),
  etag: `"${createHash('sha256').update(page.html).digest('base64url').slice(0, 27)}"`,
});

interface SitePagesOptions {
  /** Keep rendered pages (not while the sources change under a developer's hands). */
  cache: boolean;
  ttlMs?: number;
  maxPages?: number;
  maxMissing?: number;
  /** Renders at once (each is CPU work on the one event loop) and renders allowed to wait for a turn. */
  concurrency?: number;
  maxWaiting?: number;
}

/**
 * Rendered public pages by canonical path. Pages are the same for every visitor: each is kept a minute, and all
 * are dropped when published content changes (`clear`). Query strings are not part of the key (pages read none),
 * so tracking or random parameters share the page. Not-found answers have a small cache of their own, so a flood
 * of invented paths cannot push real pages out; renders are bounded by a queue (RenderQueueFullError past it).
 */
export class SitePages {
  private readonly pages: TtlCache<ServedPage>;
  private readonly missing: TtlCache<ServedPage>;
  private readonly queue: RenderQueue;

  constructor(
    private readonly render: (path: string) => Promise<RenderedPage>,
    private readonly options: SitePagesOptions,
  ) {
    this.pages = new TtlCache(options.ttlMs ?? 60_000, options.maxPages ?? 1000);
    this.missing = new TtlCache(options.ttlMs ?? 60_000, options.maxMissing ?? 200);
    this.queue = new RenderQueue(options.concurrency ?? 4, options.maxWaiting ?? 64);
  }

  async load(path: string): Promise<ServedPage> {
    const render = () => this.queue.run(() => this.render(path)).then(compressed);
    if (!this.options.cache) return render();
    const known = this.missing.get(path);
    if (known) return known;
    const page = await this.pages.getOrLoad(path, render, (loaded) => loaded.status !== 404);
    if (page.status === 404) this.missing.set(path, page);
    return page;
  }

  /**
   * A page rendered for one visitor (a form post answered with the visitor's values): through the same bounded
   * queue, never kept, so no other visitor is ever sent it.
   */
  async renderOnce(render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    return this.queue.run(render);
  }

  clear(): void {
    this.pages.clear();
    this.missing.clear();
  }
}

import { RenderQueueFullError } from '../../shared/application/render-queue';
import { SitePages } from './site-pages';

/** A renderer that counts its calls: known paths answer 200, the rest 404. */
function countingRenderer(known: string[], delayMs = 0) {
  const calls: string[] = [];
  const render = async (path: string) => {
    calls.push(path);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { status: known.includes(path) ? 200 : 404, html: `<p>${path}</p>` };
  };
  return { calls, render };
}

describe('SitePages', () => {
  it('renders a page once and serves it from the cache until cleared', async () => {
    const { calls, render } = countingRenderer(['/contact']);
    const pages = new SitePages(render, { cache: true });
    await pages.load('/contact');
    await pages.load('/contact');
    expect(calls).toEqual(['/contact']);
    pages.clear();
    const page = await pages.load('/contact');
    expect(calls).toEqual(['/contact', '/contact']);
    expect(page.gzip.length).toBeGreaterThan(0);
    expect(page.brotli.length).toBeGreaterThan(0);
  });

  it('keeps real pages when a flood of invented paths misses', async () => {
    const { calls, render } = countingRenderer(['/', '/contact']);
    const pages = new SitePages(render, { cache: true, maxPages: 10, maxMissing: 5 });
    await pages.load('/');
    await pages.load('/contact');
    for (let i = 0; i < 50; i++) expect((await pages.load(`/no-such-page-${i}`)).status).toBe(404);
    calls.length = 0;
    await pages.load('/');
    await pages.load('/contact');
    await pages.load('/no-such-page-49');
    expect(calls).toEqual([]);
  });

  it('shares one render between concurrent requests for a page', async () => {
    const { calls, render } = countingRenderer(['/'], 20);
    const pages = new SitePages(render, { cache: true });
    await Promise.all(Array.from({ length: 10 }, () => pages.load('/')));
    expect(calls).toEqual(['/']);
  });

  it('bounds renders of distinct uncached paths and refuses past the queue', async () => {
    const { render } = countingRenderer([], 20);
    const pages = new SitePages(render, { cache: true, concurrency: 2, maxWaiting: 3 });
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => pages.load(`/missing-${i}`)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const o of refused) expect(o.reason).toBeInstanceOf(RenderQueueFullError);
  });

  it('renders every time when caching is off (development)', async () => {
    const { calls, render } = countingRenderer(['/']);
    const pages = new SitePages(render, { cache: false });
    await pages.load('/');
    await pages.load('/');
    expect(calls).toEqual(['/', '/']);
  });
});

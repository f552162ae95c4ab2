import { builtSiteEnv } from '../support/built-site';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { testDatabaseUrl } from '../support/test-database';

describe('rendered pages: one URL per page', () => {
  let t: ServerProcess;
  beforeAll(async () => {
    t = await startServerProcess({ ...builtSiteEnv(), DATABASE_URL: testDatabaseUrl() });
    await t.ready();
  });
  afterAll(() => t?.kill());

  it.each([
    ['/Contact', '/contact'],
    ['/contact/', '/contact'],
    ['/ES/Contacto/?utm_source=news', '/es/contacto?utm_source=news'],
    ['//evil.example/', '/evil.example'],
    ['/locations//marbella', '/locations/marbella'],
    // A town or sub-page under the other language's slug.
    ['/es/ubicaciones/new-andalusia', '/es/ubicaciones/nueva-andalucia'],
    ['/locations/nueva-andalucia?utm_source=x', '/locations/new-andalusia?utm_source=x'],
    ['/locations/alhaurin-el-grande/reparacion-urgente', '/locations/alhaurin-el-grande/emergency-repair'],
    ['/es/ubicaciones/alhaurin-el-grande/emergency-repair', '/es/ubicaciones/alhaurin-el-grande/reparacion-urgente'],
  ])('redirects %s to %s with 301', async (from, to) => {
    const response = await t.http.get(from).redirects(0);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it('serves the same page whatever the query string (tracking or random parameters)', async () => {
    const plain = await t.http.get('/contact').expect(200);
    for (const query of ['?utm_source=google&utm_campaign=spring', '?gclid=abc123', `?q=${Math.random()}`]) {
      const tracked = await t.http.get(`/contact${query}`).expect(200);
      expect(tracked.text).toBe(plain.text);
    }
  });

  it('answers 404 for an unknown page, also when asked again', async () => {
    await t.http.get('/no-such-page-here').expect(404);
    const again = await t.http.get('/no-such-page-here').expect(404);
    expect(again.text).toContain('<meta name="robots" content="noindex, follow"');
  });

  it('never serves the raw page template: /index.html is an unknown page', async () => {
    const response = await t.http.get('/index.html').expect(404);
    expect(response.text).not.toContain('<!--app-');
    expect(response.text).toContain('<meta name="robots" content="noindex, follow"');
  });

  it('answers a revisit of an unchanged page with 304 and no body', async () => {
    const first = await t.http.get('/es/contacto').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await t.http.get('/es/contacto').set('if-none-match', etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    await t.http.get('/es/contacto').set('if-none-match', '"something-else"').expect(200);
    const other = await t.http.get('/contact').expect(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('compresses the sitemap and JSON answers over 8 KB, not small ones', async () => {
    const sitemap = await t.http.get('/sitemap.xml').set('accept-encoding', 'br').expect(200);
    expect(sitemap.headers['content-encoding']).toBe('br');
    const json = await t.http.get('/api/locations').set('accept-encoding', 'gzip').expect(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(json.body.data.length).toBeGreaterThan(100);
    const small = await t.http.get('/api/health').set('accept-encoding', 'gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

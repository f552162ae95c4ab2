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
});

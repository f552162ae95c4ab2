import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtSiteEnv } from '../support/built-site';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { testDatabaseUrl } from '../support/test-database';

const document = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'docs', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** A request path for a documented path: an id where it takes one, a plain word for any other parameter. */
const concrete = (path: string) => path.replace(/\{id\}/g, SOME_ID).replace(/\{[^}]+\}/g, 'some-key');
const withoutGet = Object.entries(document.paths)
  .filter(([path, operations]) => path.startsWith('/api/') && !('get' in operations))
  .map(
    ([path, operations]) =>
      [
        path,
        Object.keys(operations)
          .map((method) => method.toUpperCase())
          .sort(),
      ] as const,
  );

/**
 * docs/api.md promises 405 with `Allow` for a method a path lacks. With the site served, its catch-all GET route
 * matched every path first, and GET on a POST-only API path (GET /api/quotes) answered the site's 404 without Allow.
 */
describe('GET on POST-only API paths with the site served (a server process with the built site)', () => {
  let t: ServerProcess;
  beforeAll(async () => {
    t = await startServerProcess({
      ...builtSiteEnv(),
      DATABASE_URL: testDatabaseUrl(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'costa-sol-405-site-')),
    });
    await t.ready();
  });
  afterAll(() => t?.kill());

  it('GET /api/quotes answers 405 with Allow: POST and the JSON error body', async () => {
    const answer = await t.http.get('/api/quotes');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect(answer.body).toMatchObject({ statusCode: 405, error: 'Method Not Allowed' });
  });

  it('answers GET and HEAD on every documented path without GET with 405 and its methods in Allow', async () => {
    expect(withoutGet.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const [path, methods] of withoutGet) {
      for (const method of ['GET', 'HEAD'] as const) {
        const answer = await (method === 'GET' ? t.http.get(concrete(path)) : t.http.head(concrete(path)));
        const allow = String(answer.headers.allow ?? '')
          .split(/,\s*/)
          .filter(Boolean)
          .sort();
        if (answer.status !== 405 || allow.join(',') !== methods.join(','))
          problems.push(`${method} ${path}: ${answer.status}, Allow: ${allow.join(', ')} (declared ${methods.join(', ')})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('still serves pages, answers 404 to unknown API paths, and lets CORS preflights through', async () => {
    await t.http.get('/contact').expect(200);
    const unknown = await t.http.get('/api/no-such-thing').expect(404);
    expect(unknown.headers.allow).toBeUndefined();
    const preflight = await t.http
      .options('/api/quotes')
      .set('origin', `http://127.0.0.1:${t.port}`)
      .set('access-control-request-method', 'POST');
    expect(preflight.status).toBeLessThan(300);
  });
});

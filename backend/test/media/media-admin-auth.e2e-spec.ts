import { adminAuthorization, requestWith, startTestApp, type TestApp } from '../support/test-app';
import { countRows, emptyMediaLibrary, upload } from './media-support';
import { photo } from './test-images';

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

const FAKE_ID = '00000000-0000-4000-8000-000000000000';

describe('media and content admin routes without a token', () => {
  let t: TestApp;
  let routes: [string, string][];
  beforeAll(async () => {
    t = await startTestApp();
    await emptyMediaLibrary();
    // The whole document: the public one at /api/docs-json leaves the admin routes out.
    const doc = (
      await t.http
        .get('/api/admin/docs-json')
        .set('authorization', await adminAuthorization(t))
        .expect(200)
    ).body as OpenApiDocument;
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map((method): [string, string] => [method, path.replace(/\{[^}]+\}/g, FAKE_ID)]),
      );
  });
  afterAll(() => t.close());

  it('lists the media routes in the OpenAPI document', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        ['get', '/api/admin/media'],
        ['post', '/api/admin/media'],
        ['patch', `/api/admin/media/${FAKE_ID}`],
        ['delete', `/api/admin/media/${FAKE_ID}`],
        ['post', '/api/admin/qa/pages'],
      ]),
    );
  });

  it('answers 401 on every media and content admin route', async () => {
    for (const [method, path] of routes) {
      const response = await requestWith(t.http, method, path);
      expect({ route: `${method} ${path}`, status: response.status }).toEqual({ route: `${method} ${path}`, status: 401 });
    }
  });

  it('answers 401 to an upload of a real image without a token, or with a forged one, storing nothing', async () => {
    const bytes = await photo('png', 11);
    await upload(t.http, undefined, bytes, 'a.png').expect(401);
    await upload(t.http, 'Bearer not.a.token', bytes, 'a.png').expect(401);
    expect(await countRows('media')).toBe(0);
  });
});

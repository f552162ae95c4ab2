import { randomUUID } from 'node:crypto';
import { builtSiteEnv } from '../support/built-site';
import { eventually } from '../support/eventually';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { resetTables, testDatabaseUrl } from '../support/test-database';
import { ADMIN, adminAuthorization, TEST_JWT_SECRET, validContact, validQuote } from '../support/test-app';

// Two instances of the app on one PostgreSQL, as behind a load balancer (docs/operations.md).
describe('two instances on one database', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    // Every instance shares the database, the admin account and the JWT secret.
    const env = {
      ...builtSiteEnv(),
      DATABASE_URL: testDatabaseUrl(),
      RATE_LIMIT_PER_MINUTE: '4',
      // Sign-ins from every suite count against this address in the shared database: the login limit is not tested here.
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: TEST_JWT_SECRET,
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all([a.ready(), b.ready()]);
    await resetTables();
  });
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    // The budget they used up stays blocked in PostgreSQL for a minute; later suites post from the same address.
    await resetTables();
  });

  it('hold one rate-limit budget per client between them', async () => {
    await a.http.post('/api/quotes').send(validQuote()).expect(201);
    await b.http.post('/api/quotes').send(validQuote()).expect(201);
    await a.http.post('/api/contact').send(validContact()).expect(201);
    await b.http.post('/api/contact').send(validContact()).expect(201);
    await a.http.post('/api/quotes').send(validQuote()).expect(429);
    await b.http.post('/api/quotes').send(validQuote()).expect(429);
  });

  it('serve a Q&A page published on one from the other within a second, rendered page and API alike', async () => {
    const auth = await adminAuthorization(a);
    const slug = `test-shared-${randomUUID().slice(0, 8)}`;
    const category = await a.http
      .post('/api/admin/qa/categories')
      .set('authorization', auth)
      .send({ slug, nameEn: 'Shared cache', nameEs: 'Caché compartida', descriptionEn: 'Two instances.', descriptionEs: 'Dos instancias.' })
      .expect(201);
    const page = await a.http
      .post('/api/admin/qa/pages')
      .set('authorization', auth)
      .send({
        categoryId: category.body.id,
        slug: 'seen-everywhere',
        questionEn: 'Is this page seen on every instance?',
        questionEs: '¿Se ve esta página en todas las instancias?',
        answerEn: 'Yes, within a second of publishing it on any one of them.',
        answerEs: 'Sí, un segundo después de publicarla en cualquiera de ellas.',
      })
      .expect(201);
    const pagePath = `/qa/${slug}/seen-everywhere`;
    const apiPath = `/api/qa/categories/${slug}/pages/seen-everywhere`;
    // B renders and caches the page and the read while it is still a draft.
    await b.http.get(pagePath).expect(404);
    await b.http.get(apiPath).expect(404);

    await a.http.post(`/api/admin/qa/pages/${page.body.id}/publish`).set('authorization', auth).send({}).expect(200);
    const publishedAt = Date.now();
    await eventually(1000, async () => (await b.http.get(pagePath)).status === 200);
    await eventually(1000 - (Date.now() - publishedAt), async () => (await b.http.get(apiPath)).status === 200);
    const rendered = await b.http.get(pagePath).expect(200);
    expect(rendered.text).toContain('Is this page seen on every instance?');
  });
});

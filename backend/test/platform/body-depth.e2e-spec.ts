import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { adminAuthorization, startTestApp, type TestApp, validQuote } from '../support/test-app';
import { query, resetTables } from '../support/test-database';

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** A body nested deeper than any form needs is refused before the DTOs see it (docs/api.md, "Errors"). */
describe('deeply nested JSON bodies answer 400 at _body, quickly, and store nothing', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    await resetTables();
    t = await startTestApp();
    auth = await adminAuthorization(t);
  });
  afterAll(() => t.close());

  const leadCount = async () => Number((await query<{ n: string }>('select count(*)::text as n from lead'))[0].n);

  it.each([
    ['1500 nested arrays (3 KB)', nestedArrays(1500)],
    ['8000 nested arrays (16 KB)', nestedArrays(8000)],
    ['2500 nested objects (15 KB)', nestedObjects(2500)],
    ['a form whose detail field holds 2000 nested arrays', JSON.stringify(validQuote()).replace('}', `,"details":${nestedArrays(2000)}}`)],
  ])('%s', async (_name, body) => {
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(16 * 1024);
    for (const path of ['/api/quotes', '/api/contact']) {
      const started = Date.now();
      const response = await t.http.post(path).set('content-type', 'application/json').send(body);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body.fieldErrors).toEqual({ _body: { code: 'tooDeep', message: VALIDATION_MESSAGES.en.tooDeep } });
    }
    const admin = await t.http
      .post('/api/admin/qa/categories')
      .set('authorization', auth)
      .set('content-type', 'application/json')
      .send(body);
    expect(admin.status).toBe(400);
    expect(await leadCount()).toBe(0);
  });

  it('the nesting the forms use is accepted', async () => {
    await t.http.post('/api/quotes').send(validQuote()).expect(201);
  });
});

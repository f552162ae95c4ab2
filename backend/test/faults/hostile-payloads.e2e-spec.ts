import fc from 'fast-check';
import { query, resetTables } from '../support/test-database';
import { adminAuthorization, startTestApp, type TestApp, validQuote } from '../support/test-app';

const hostileString = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    "'; drop table lead; --",
    '<script>alert(1)</script>',
    '{{7*7}}',
    '\u0000\u0001\u202e',
    '../../etc/passwd',
    '=cmd|" /C calc"!A0',
    'a'.repeat(6000),
    '🔥'.repeat(50),
  ),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** Objects with the real field names (so rules run) mixed with unknown and prototype-polluting keys. */
function hostileBody(fields: string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    fc.constantFrom(...fields, '__proto__', 'constructor', 'prototype', 'isSpam', 'status', 'id'),
    fc.string({ maxLength: 20 }),
  );
  return fc.oneof(fc.dictionary(key, hostileValue, { maxKeys: 12 }), hostileValue);
}

const QUOTE_FIELDS = Object.keys(validQuote());
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'serviceNeeded', 'message'];

describe('random and hostile payloads never cause a 5xx or store anything', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    // First: another suite may have left this client blocked from signing in (rate limits live in PostgreSQL).
    await resetTables();
    t = await startTestApp();
    auth = await adminAuthorization(t);
  });
  afterAll(() => t.close());

  const leadCount = async () => Number((await query<{ n: string }>('select count(*)::text as n from lead'))[0].n);
  const categoryCount = async () => Number((await query<{ n: string }>('select count(*)::text as n from qa_category'))[0].n);

  it.each([
    ['/api/quotes', QUOTE_FIELDS],
    ['/api/contact', CONTACT_FIELDS],
  ])('POST %s', async (path, fields) => {
    const before = await leadCount();
    await fc.assert(
      fc.asyncProperty(hostileBody(fields), async (body) => {
        const response = await t.http
          .post(path)
          .set('content-type', 'application/json')
          .send(JSON.stringify(body) ?? 'null');
        expect(response.status).toBeLessThan(500);
        if (response.status !== 201) expect(await leadCount()).toBe(before);
      }),
      { numRuns: 150 },
    );
  });

  it('POST /api/auth/login', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody(['email', 'password']), async (body) => {
        const response = await t.http
          .post('/api/auth/login')
          .set('content-type', 'application/json')
          .send(JSON.stringify(body) ?? 'null');
        expect(response.status).toBeLessThan(500);
        expect(response.status).not.toBe(200);
      }),
      { numRuns: 100 },
    );
  });

  it('admin write routes', async () => {
    const before = await categoryCount();
    const routes: [string, string, string[]][] = [
      ['post', '/api/admin/qa/categories', ['slug', 'nameEn', 'nameEs', 'descriptionEn', 'descriptionEs', 'position']],
      ['post', '/api/admin/qa/pages', ['categoryId', 'slug', 'questionEn', 'questionEs', 'answerEn', 'answerEs', 'isPublished']],
      ['patch', '/api/admin/qa/categories/00000000-0000-4000-8000-000000000000', ['slug', 'nameEn']],
      ['patch', '/api/admin/leads/00000000-0000-4000-8000-000000000000/status', ['status', 'note']],
    ];
    for (const [method, path, fields] of routes) {
      await fc.assert(
        fc.asyncProperty(hostileBody(fields), async (body) => {
          const request = method === 'post' ? t.http.post(path) : t.http.patch(path);
          const response = await request
            .set('authorization', auth)
            .set('content-type', 'application/json')
            .send(JSON.stringify(body) ?? 'null');
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    }
    expect(await categoryCount()).toBe(before);
  });
});

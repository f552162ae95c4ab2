import fc from 'fast-check';
import { query, resetTables } from '../support/test-database';
import {
  type BodyFixtures,
  createBodyFixtures,
  documentedJsonBodies,
  type JsonBodyRoute,
  jsonBodyRoutes,
  removeBodyFixtures,
} from '../support/json-body-routes';
import { ADMIN, adminAuthorization, requestWith, startTestApp, type TestApp, validContact, validQuote } from '../support/test-app';

/**
 * The generated cases are bounded by their count (numRuns), not by the clock: each test's time budget is wide enough
 * for a slow or busy machine, so its verdict depends on the answers alone.
 */
const GENERATED_CASES_BUDGET_MS = 300_000;
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
  ])(
    'POST %s',
    async (path, fields) => {
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
        { numRuns: 80 },
      );
    },
    GENERATED_CASES_BUDGET_MS,
  );

  it(
    'POST /api/auth/login',
    async () => {
      await fc.assert(
        fc.asyncProperty(hostileBody(['email', 'password']), async (body) => {
          const response = await t.http
            .post('/api/auth/login')
            .set('content-type', 'application/json')
            .send(JSON.stringify(body) ?? 'null');
          expect(response.status).toBeLessThan(500);
          expect(response.status).not.toBe(200);
        }),
        { numRuns: 50 },
      );
    },
    GENERATED_CASES_BUDGET_MS,
  );

  it(
    'admin write routes',
    async () => {
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
          { numRuns: 30 },
        );
      }
      expect(await categoryCount()).toBe(before);
    },
    GENERATED_CASES_BUDGET_MS,
  );
});

/** An array or object nested `depth` levels deep around a leaf, built without recursion. */
function nested(depth: number, leaf: unknown, inArrays: boolean): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = inArrays ? [value] : { a: value };
  return value;
}

/** Any JSON value: often null, sometimes nested far deeper than any form (the stack overflowed past about 1000). */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
  {
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 2500 }), fc.jsonValue({ maxDepth: 1 }), fc.boolean())
      .map(([depth, leaf, inArrays]) => nested(depth, leaf, inArrays)),
    weight: 1,
  },
);

/**
 * A body the route accepts with some of its documented fields replaced by any JSON, or any JSON at all; as text,
 * so that fast-check never walks a deep value itself (printing one overflowed the test's own stack).
 */
function anyBodyFor(route: JsonBodyRoute, fields: string[]): fc.Arbitrary<string> {
  const changes = fc.record(Object.fromEntries(fields.map((field) => [field, anyJson])), { requiredKeys: [] });
  return fc.oneof(
    anyJson.map((body) => JSON.stringify(body)),
    changes.map((changed) => JSON.stringify({ ...route.valid(), ...changed })),
  );
}

describe('any JSON at every route with a JSON body answers 2xx or 4xx, never 5xx', () => {
  let t: TestApp;
  let auth: string;
  let fixtures: BodyFixtures;
  const created: string[] = [];

  beforeAll(async () => {
    await resetTables();
    t = await startTestApp();
    auth = await adminAuthorization(t);
    fixtures = await createBodyFixtures(t, auth);
  });
  afterAll(async () => {
    await removeBodyFixtures(t, auth, fixtures, created);
    await t.close();
  });

  it(
    'every documented route, its fields replaced by any JSON (nulls, arrays, deep nesting)',
    async () => {
      const bodies = await documentedJsonBodies(t, auth);
      for (const route of jsonBodyRoutes(fixtures, ADMIN)) {
        const fields = Object.keys(bodies.get(route.name)?.properties ?? {});
        await fc.assert(
          fc.asyncProperty(anyBodyFor(route, fields), async (body) => {
            const response = await requestWith(t.http, route.method, route.path)
              .set('authorization', auth)
              .set('content-type', 'application/json')
              .send(body);
            if (route.method === 'post' && route.path.startsWith('/api/admin/') && response.status === 201) {
              created.push(`${route.path}/${response.body.id as string}`);
            }
            if (response.status >= 500) throw new Error(`${route.name} answered ${response.status} to ${body.slice(0, 300)}`);
          }),
          { numRuns: 20 },
        );
      }
      // About 1,250 requests, 20 per documented JSON route (fresh random cases on every run): about 9 s on a quiet
      // machine, several times that beside three other jest processes in CI. Its time grows with the routes, so it gets
      // a budget of its own.
    },
    GENERATED_CASES_BUDGET_MS,
  );

  const ORIGIN = {
    pagePath: '/es/contacto',
    language: 'es',
    referrer: 'https://www.google.com/',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'heat-pumps-2026',
    utmTerm: 'aerotermia marbella',
    utmContent: 'hero-button',
  };
  const QUOTE_OPTIONAL = { preferredBrand: 'daikin', homeSize: '1500-2000', currentSystemAge: '10-15', details: 'A villa.', ...ORIGIN };

  /** Each optional field given, null or left out. */
  const optionalFields = (values: Record<string, string>) =>
    fc.record(Object.fromEntries(Object.entries(values).map(([field, value]) => [field, fc.constantFrom(value, null)])), {
      requiredKeys: [],
    });

  it.each([
    ['/api/quotes', validQuote, QUOTE_OPTIONAL],
    ['/api/contact', validContact, ORIGIN],
  ])('valid leads at %s with optional fields given, null or left out are stored', async (path, valid, optional) => {
    const required = Object.fromEntries(Object.entries(valid()).filter(([field]) => !(field in optional)));
    await fc.assert(
      fc.asyncProperty(optionalFields(optional), async (fields) => {
        const response = await t.http
          .post(path)
          .send({ ...required, ...fields })
          .expect(201);
        const [stored] = await query<{ page_path: string | null; utm_content: string | null }>(
          'select page_path, utm_content from lead where id = $1',
          [response.body.id],
        );
        expect(stored).toEqual({ page_path: fields.pagePath ?? null, utm_content: fields.utmContent ?? null });
      }),
      { numRuns: 25 },
    );
  });
});

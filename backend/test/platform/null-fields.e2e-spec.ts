import { VALIDATION_MESSAGES } from '@costa-sol/common';
import {
  type BodyFixtures,
  createBodyFixtures,
  documentedJsonBodies,
  type JsonBodyRoute,
  jsonBodyRoutes,
  removeBodyFixtures,
} from '../support/json-body-routes';
import { ADMIN, adminAuthorization, requestWith, startTestApp, type TestApp, validContact, validQuote } from '../support/test-app';
import { query, resetTables } from '../support/test-database';

/*
 * The rule (docs/api.md, "null"): a field the OpenAPI document marks nullable accepts null with the meaning it
 * describes; any other field sent as null is a 400 with an error at that field and nothing else, never a 500 and
 * never stored.
 */
describe('null in a JSON body: accepted where the document says nullable, otherwise a 400 at that field', () => {
  let t: TestApp;
  let auth: string;
  let fixtures: BodyFixtures;
  let routes: JsonBodyRoute[];
  const created: string[] = [];

  beforeAll(async () => {
    await resetTables();
    t = await startTestApp();
    auth = await adminAuthorization(t);
    fixtures = await createBodyFixtures(t, auth);
    routes = jsonBodyRoutes(fixtures, ADMIN);
  });
  afterAll(async () => {
    await removeBodyFixtures(t, auth, fixtures, created);
    await t.close();
  });

  const send = (route: JsonBodyRoute, body: Record<string, unknown>) =>
    requestWith(t.http, route.method, route.path).set('authorization', auth).send(body);

  it('every route of the document with a JSON body is checked here', async () => {
    const documented = [...(await documentedJsonBodies(t, auth)).keys()].sort();
    expect(routes.map((route) => route.name).sort()).toEqual(documented);
  });

  it('each field of each body, sent as null, is accepted only where the document says nullable', async () => {
    const bodies = await documentedJsonBodies(t, auth);
    const wrong: string[] = [];
    for (const route of routes) {
      const schema = bodies.get(route.name);
      for (const [field, property] of Object.entries(schema?.properties ?? {})) {
        const response = await send(route, { ...route.valid(), [field]: null });
        const fieldErrors = (response.body as { fieldErrors?: Record<string, unknown> }).fieldErrors ?? {};
        if (response.status < 300 && route.method === 'post' && typeof response.body.id === 'string') {
          created.push(`${route.path}/${response.body.id as string}`);
        }
        const expected = property.nullable ? 'accepted' : 'refused at the field';
        const outcome =
          response.status < 300
            ? 'accepted'
            : response.status === 400 && Object.keys(fieldErrors).join() === field
              ? 'refused at the field'
              : `${response.status} ${JSON.stringify(fieldErrors)}`;
        if (outcome !== expected) wrong.push(`${route.name} ${field}: null ${outcome}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a required field sent as null gets its own required message; another field the null one', async () => {
    const quote = await t.http
      .post('/api/quotes')
      .send(validQuote({ serviceType: null }))
      .expect(400);
    expect(quote.body.fieldErrors).toEqual({
      serviceType: { code: 'serviceTypeRequired', message: VALIDATION_MESSAGES.en.serviceTypeRequired },
    });
    const category = await t.http
      .patch(`/api/admin/qa/categories/${fixtures.categoryId}`)
      .set('authorization', auth)
      .send({ nameEn: null })
      .expect(400);
    expect(category.body.fieldErrors).toEqual({ nameEn: { code: 'nullNotAccepted', message: VALIDATION_MESSAGES.en.nullNotAccepted } });
    const both = await t.http
      .post('/api/contact')
      .send(validContact({ website: null, email: 'not an e-mail' }))
      .expect(400);
    expect(Object.keys(both.body.fieldErrors).sort()).toEqual(['email', 'website']);
    expect(both.body.fieldErrors.website.code).toBe('nullNotAccepted');
  });

  it.each([
    ['/api/quotes', validQuote(), ['preferredBrand', 'homeSize', 'currentSystemAge', 'details']],
    ['/api/contact', validContact(), []],
  ])('%s with every optional field null is stored without them and its e-mail says nothing of null', async (path, body, own) => {
    const origin = ['pagePath', 'language', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'];
    const nulls = Object.fromEntries([...own, ...origin].map((field) => [field, null]));
    const response = await t.http
      .post(path)
      .send({ ...body, ...nulls })
      .expect(201);
    const [lead] = await query<Record<string, unknown>>(
      `select preferred_brand, home_size, current_system_age, details, page_path, language, referrer,
              utm_source, utm_medium, utm_campaign, utm_term, utm_content, is_spam
         from lead where id = $1`,
      [response.body.id],
    );
    expect(lead).toEqual(Object.fromEntries(Object.keys(lead).map((column) => [column, column === 'is_spam' ? false : null])));
    const mails = await query<{ text_body: string; html_body: string }>('select text_body, html_body from mail_outbox');
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(`${mail.text_body}${mail.html_body}`).not.toMatch(/\bnull\b|undefined/);
  });
});

import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { query, resetTables } from '../support/test-database';
import { startTestApp, type TestApp, validQuote } from '../support/test-app';

const M = VALIDATION_MESSAGES.en;

describe('POST /api/quotes validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(resetTables);

  afterEach(async () => {
    const rows = await query<{ count: string }>('select count(*)::text as count from lead');
    expect(rows[0].count).toBe('0');
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['name shorter than 2', { name: 'L' }, 'name', M.nameMin],
    ['name only spaces', { name: '   ' }, 'name', M.nameMin],
    ['name missing', { name: undefined }, 'name', M.required],
    ['name not text', { name: 42 }, 'name', M.invalidInput],
    ['name too long', { name: 'x'.repeat(101) }, 'name', M.tooLong],
    ['email without @', { email: 'laura.example.com' }, 'email', M.emailInvalid],
    ['email without domain dot', { email: 'laura@example' }, 'email', M.emailInvalid],
    ['email with a space', { email: 'la ura@example.com' }, 'email', M.emailInvalid],
    ['email empty', { email: '' }, 'email', M.emailInvalid],
    ['phone shorter than 10', { phone: '600 123' }, 'phone', M.phoneInvalid],
    ['phone with letters', { phone: '600-CALL-NOW-1' }, 'phone', M.phoneInvalid],
    ['serviceType missing', { serviceType: undefined }, 'serviceType', M.serviceTypeRequired],
    ['serviceType empty', { serviceType: '' }, 'serviceType', M.serviceTypeRequired],
    ['serviceType unknown', { serviceType: 'pool-cleaning' }, 'serviceType', M.serviceTypeRequired],
    ['preferredBrand unknown', { preferredBrand: 'samsung' }, 'preferredBrand', M.invalidOption],
    ['homeSize unknown', { homeSize: '100-200' }, 'homeSize', M.invalidOption],
    ['currentSystemAge unknown', { currentSystemAge: 'ancient' }, 'currentSystemAge', M.invalidOption],
    ['details too long', { details: 'x'.repeat(5001) }, 'details', M.tooLong],
    ['wantsConsultation as boolean', { wantsConsultation: true }, 'wantsConsultation', M.invalidOption],
    ['wantsConsultation missing', { wantsConsultation: undefined }, 'wantsConsultation', M.required],
    ['unknown field', { discount: '50%' }, 'discount', M.unknownField],
    ['NUL in name', { name: 'Ana\u0000Nul' }, 'name', M.invalidCharacters],
    ['NUL in details', { details: 'Villa \u0000 with pool' }, 'details', M.invalidCharacters],
    ['language unknown', { language: 'fr' }, 'language', M.invalidOption],
    ['pagePath not a path', { pagePath: 'javascript:alert(1)' }, 'pagePath', M.invalidInput],
  ];

  it.each(cases)('%s answers 400 with the message at the field', async (_label, override, field, message) => {
    const response = await t.http.post('/api/quotes').send(validQuote(override));
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors[field]).toEqual({ code: expect.any(String), message });
    expect(VALIDATION_MESSAGES.en[response.body.fieldErrors[field].code as keyof typeof M]).toBe(message);
    expect(Object.keys(response.body.fieldErrors)).toEqual([field]);
  });

  it('reports every failing field at once', async () => {
    const response = await t.http.post('/api/quotes').send({ name: 'L', email: 'x', phone: '1', serviceType: '' });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toMatchObject({
      name: { message: M.nameMin },
      email: { message: M.emailInvalid },
      phone: { message: M.phoneInvalid },
      serviceType: { message: M.serviceTypeRequired },
      wantsConsultation: { message: M.required },
    });
  });

  it('refuses a body over 16 KB with 413', async () => {
    const response = await t.http.post('/api/quotes').send(validQuote({ details: 'x'.repeat(20_000) }));
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/too large/i);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.http.post('/api/quotes').set('content-type', 'text/plain').send('name=Laura');
    expect(response.status).toBe(415);
  });

  it('refuses malformed JSON with 400 and no stack trace', async () => {
    const response = await t.http.post('/api/quotes').set('content-type', 'application/json').send('{"name":');
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js:\d+/);
  });

  it('refuses a JSON array with 400', async () => {
    const response = await t.http.post('/api/quotes').send([validQuote()]);
    expect(response.status).toBe(400);
  });
});

import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { query, resetTables } from '../support/test-database';
import { startTestApp, type TestApp, validContact } from '../support/test-app';

const M = VALIDATION_MESSAGES.en;

describe('POST /api/contact validation', () => {
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
    ['firstName shorter than 2', { firstName: 'E' }, 'firstName', M.firstNameMin],
    ['firstName missing', { firstName: undefined }, 'firstName', M.required],
    ['lastName shorter than 2', { lastName: 'L' }, 'lastName', M.lastNameMin],
    ['lastName not text', { lastName: ['Lind'] }, 'lastName', M.invalidInput],
    ['email not valid', { email: 'erik@' }, 'email', M.emailInvalid],
    ['phone shorter than 10', { phone: '12345' }, 'phone', M.phoneInvalid],
    ['serviceNeeded empty', { serviceNeeded: '' }, 'serviceNeeded', M.serviceNeededRequired],
    ['serviceNeeded unknown', { serviceNeeded: 'window-cleaning' }, 'serviceNeeded', M.serviceNeededRequired],
    ['serviceNeeded missing', { serviceNeeded: undefined }, 'serviceNeeded', M.serviceNeededRequired],
    ['message shorter than 10', { message: 'Call me' }, 'message', M.messageMin],
    ['message too long', { message: 'x'.repeat(5001) }, 'message', M.tooLong],
    ['unknown field', { company: 'ACME' }, 'company', M.unknownField],
    // Control characters (a NUL answered 500), forged mail header lines and bidirectional controls.
    ['NUL in firstName', { firstName: 'Ana\u0000Nul' }, 'firstName', M.invalidCharacters],
    ['CR/LF in lastName', { lastName: 'Subject\r\nBcc: x@evil.test' }, 'lastName', M.invalidCharacters],
    ['U+202E in lastName', { lastName: 'Ana\u202eevil' }, 'lastName', M.invalidCharacters],
    ['NUL in message', { message: 'A message with a NUL \u0000 inside it' }, 'message', M.invalidCharacters],
    ['NUL in utmSource', { utmSource: 'goo\u0000gle' }, 'utmSource', M.invalidCharacters],
    ['line break in utmCampaign', { utmCampaign: 'spring\nsale' }, 'utmCampaign', M.invalidCharacters],
  ];

  it.each(cases)('%s answers 400 with the message at the field', async (_label, override, field, message) => {
    const response = await t.http.post('/api/contact').send(validContact(override));
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors[field]?.message).toBe(message);
    expect(Object.keys(response.body.fieldErrors)).toEqual([field]);
  });

  it('accepts the minimum lengths exactly', async () => {
    const response = await t.http
      .post('/api/contact')
      .send(validContact({ firstName: 'Al', lastName: 'Ng', phone: '6001234567', message: '1234567890' }));
    expect(response.status).toBe(201);
    await resetTables();
  });
});

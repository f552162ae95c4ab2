import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { randomBytes } from 'node:crypto';
import { forgetBusinessSettings, REAL_SETTINGS_FIELDS, seedSettingsBody } from '../support/business-settings';
import { createStaffUser, signIn } from '../support/staff-users';
import { adminAuthorization, startTestApp, type TestApp, validContact } from '../support/test-app';
import { query, testDatabaseUrl } from '../support/test-database';

const PATH = '/api/admin/settings/business';

describe('business settings: the owner edits the company facts', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await adminAuthorization(t);
  });
  afterAll(async () => {
    // Back to the seed, for the suites after this one (and every instance hears it).
    await t.http.put(PATH).set('authorization', owner).send(seedSettingsBody()).expect(200);
    await forgetBusinessSettings();
    await t.close();
  });

  const put = (body: object) => t.http.put(PATH).set('authorization', owner).send(body);
  const fieldErrors = async (body: object) =>
    (await put(body).expect(400)).body.fieldErrors as Record<string, { code: string; message: string }>;

  it('shows the seed (content/business.yaml and the claims) until the owner saves', async () => {
    await forgetBusinessSettings();
    await put(seedSettingsBody()).expect(200);
    const { body } = await t.http.get(PATH).set('authorization', owner).expect(200);
    expect(body).toMatchObject({ ...seedSettingsBody(), updatedBy: expect.any(String) });
  });

  it('saves a change, answers it at once, and records who made it in the audit log', async () => {
    const body = { ...seedSettingsBody(), phone: '+34 952 111 222', holidayClosures: ['2026-12-25', '2026-01-06'] };
    const saved = await put(body).expect(200);
    expect(saved.body).toMatchObject({
      phone: '+34 952 111 222',
      holidayClosures: ['2026-01-06', '2026-12-25'],
      updatedBy: 'admin@costasol.test',
    });
    expect((await t.http.get(PATH).set('authorization', owner).expect(200)).body.phone).toBe('+34 952 111 222');
    const [row] = await query<{ phone: string }>(`select profile->>'phone' as phone from business_settings`);
    expect(row.phone).toBe('+34 952 111 222');
    const [entry] = await query<{ entity_type: string; entity_id: string; before: { phone: string }; after: { phone: string } }>(
      `select entity_type, entity_id, before, after from audit_entry where action = 'PUT /api/admin/settings/{section}' order by at desc limit 1`,
    );
    expect(entry).toMatchObject({ entity_type: 'settings', entity_id: 'business', after: { phone: '+34 952 111 222' } });
    expect(entry.before.phone).toBeDefined();

    // The visitor's confirmation e-mail gives the saved phone and e-mail.
    const visitor = `settings-${randomBytes(4).toString('hex')}@costasol.test`;
    await t.http
      .post('/api/contact')
      .send(validContact({ email: visitor }))
      .expect(201);
    const [mail] = await query<{ text_body: string; reply_to: string }>(
      'select text_body, reply_to from mail_outbox where to_address = $1',
      [visitor],
    );
    expect(mail.text_body).toContain('+34 952 111 222');
    expect(mail.reply_to).toBe(seedSettingsBody().email);
  });

  it('refuses each bad field with its message, and unknown fields, in one answer', async () => {
    const errors = await fieldErrors({
      ...seedSettingsBody(),
      phone: '951 000 000',
      whatsappNumber: '+34 600',
      email: 'info-at-costasol',
      googleReviewUrl: 'http://example.org',
      taxId: '12345678',
      lat: 91,
      lng: -11,
      serviceRadiusMeters: 10,
      replyWithinHours: 1.5,
      holidayClosures: ['2026-02-30'],
      brand: '   ',
      extra: true,
    });
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.code]))).toEqual({
      phone: 'businessPhoneInvalid',
      whatsappNumber: 'whatsappInvalid',
      email: 'emailInvalid',
      googleReviewUrl: 'urlInvalid',
      taxId: 'taxIdInvalid',
      lat: 'tooLarge',
      lng: 'tooSmall',
      serviceRadiusMeters: 'tooSmall',
      replyWithinHours: 'invalidInput',
      holidayClosures: 'dateInvalid',
      brand: 'required',
      extra: 'unknownField',
    });
    expect(errors.whatsappNumber.message).toBe(VALIDATION_MESSAGES.en.whatsappInvalid);
    expect(VALIDATION_MESSAGES.es.whatsappInvalid).toMatch(/solo dígitos/);
  });

  it('checks the weekly hours: HH:MM, opening before closing, each day once', async () => {
    const hours = (openingHours: unknown) =>
      fieldErrors({ ...seedSettingsBody(), openingHours }).then((errors) => errors.openingHours?.code);
    expect(await hours([{ days: ['Monday'], opens: '8:00', closes: '20:00' }])).toBe('hoursInvalid');
    expect(await hours([{ days: ['Someday'], opens: '08:00', closes: '20:00' }])).toBe('hoursInvalid');
    expect(await hours([])).toBe('hoursInvalid');
    expect(await hours([{ days: ['Saturday'], opens: '14:00', closes: '09:00' }])).toBe('hoursOrder');
    expect(
      await hours([
        { days: ['Monday', 'Tuesday'], opens: '08:00', closes: '14:00' },
        { days: ['Tuesday'], opens: '16:00', closes: '20:00' },
      ]),
    ).toBe('hoursDayTwice');
  });

  it('checks every claim is there once with a value and a switch', async () => {
    const { claims } = seedSettingsBody() as { claims: Record<string, { value: string; shown: boolean }> };
    const claimError = (value: unknown) => fieldErrors({ ...seedSettingsBody(), claims: value }).then((errors) => errors.claims?.code);
    expect(await claimError({ ...claims, hvacInstalls: { value: '', shown: true } })).toBe('claimsInvalid');
    expect(await claimError({ ...claims, madeUp: { value: '1', shown: true } })).toBe('claimsInvalid');
    expect(await claimError({ ...claims, sunnyDays: { value: '320+' } })).toBe('claimsInvalid');
    const hidden = await put({ ...seedSettingsBody(), claims: { ...claims, hvacInstalls: { value: '6000+', shown: false } } }).expect(200);
    expect(hidden.body.claims.hvacInstalls).toEqual({ value: '6000+', shown: false });
  });

  it('answers 404 for another section, and only the owner reads or changes the settings', async () => {
    await t.http.get('/api/admin/settings/other').set('authorization', owner).expect(404);
    await t.http.get(PATH).expect(401);
    for (const role of ['office', 'technician'] as const) {
      const staff = await signIn(t, await createStaffUser(role));
      await t.http.get(PATH).set('authorization', staff).expect(403);
      await t.http.put(PATH).set('authorization', staff).send(seedSettingsBody()).expect(403);
    }
  });
});

describe('business settings in production', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    // Production starts only with real settings stored (business-settings refuses samples at start).
    await startTestApp().then((app) => app.close());
    await query(`update business_settings set profile = profile || $1::jsonb`, [JSON.stringify(REAL_SETTINGS_FIELDS)]);
    const password = `Settings-${randomBytes(12).toString('hex')}`;
    const email = 'owner@costasolhvac.es';
    t = await startTestApp(
      {
        NODE_ENV: 'production',
        DATABASE_URL: testDatabaseUrl(),
        SMTP_URL: 'smtps://127.0.0.1:9',
        STAFF_EMAIL: 'office@costasolhvac.es',
        PUBLIC_URL: 'https://www.costasolhvac.es',
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: password,
        JWT_SECRET: randomBytes(48).toString('base64url'),
      },
      { business: {} },
    );
    owner = await signIn(t, await createStaffUser('owner', { email: `owner-${randomBytes(4).toString('hex')}@costasolhvac.es` }));
  });
  afterAll(async () => {
    await t?.close();
    await forgetBusinessSettings();
  });

  it('refuses to save a sample value, naming the field', async () => {
    const real = { ...seedSettingsBody(), ...REAL_SETTINGS_FIELDS };
    await t.http.put(PATH).set('authorization', owner).send(real).expect(200);
    const refused = await t.http
      .put(PATH)
      .set('authorization', owner)
      .send({ ...real, email: 'info@costasolhvac.example' })
      .expect(400);
    expect(refused.body.fieldErrors).toEqual({ email: { code: 'sampleValue', message: VALIDATION_MESSAGES.en.sampleValue } });
    const street = await t.http
      .put(PATH)
      .set('authorization', owner)
      .send({ ...real, street: 'Calle PLACEHOLDER 1' })
      .expect(400);
    expect(Object.keys(street.body.fieldErrors as object)).toEqual(['street']);
  });
});

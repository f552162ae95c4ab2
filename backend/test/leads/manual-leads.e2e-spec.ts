import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { signInLeadTeam } from '../support/lead-team';
import type { TestStaffUser } from '../support/staff-users';
import { startTestApp, type TestApp, validQuote } from '../support/test-app';
import { query, resetTables } from '../support/test-database';

const phoneLead = (overrides: Record<string, unknown> = {}) => ({
  channel: 'phone',
  name: 'Rosa Telefonista',
  phone: '+34 611 222 333',
  serviceType: 'system-repair',
  town: 'Estepona',
  details: 'Called: the split unit in the bedroom drips.',
  language: 'es',
  ...overrides,
});

interface FieldErrors {
  fieldErrors: Record<string, { code: string; message: string }>;
}

describe('leads entered by staff (phone, WhatsApp, in person): pipeline, filters, statistics and export', () => {
  let t: TestApp;
  let owner: string;
  let office: TestStaffUser;
  let officeAuth: string;
  let technicianAuth: string;
  let webId: string;

  beforeAll(async () => {
    t = await startTestApp();
    await resetTables();
    ({ owner, office, officeAuth, technicianAuth } = await signInLeadTeam(t));
    webId = (
      await t.http
        .post('/api/quotes')
        .send(validQuote({ utmSource: 'google' }))
        .expect(201)
    ).body.id;
  });
  afterAll(async () => {
    await t.close();
    await resetTables();
  });

  const enter = (auth: string, body: Record<string, unknown>, key?: string) => {
    const request = t.http.post('/api/admin/leads').set('authorization', auth);
    return (key ? request.set('Idempotency-Key', key) : request).send(body);
  };

  it('stores the lead at stage new with its channel, names who entered it, and e-mails nobody', async () => {
    const queuedBefore = await query<{ count: string }>('select count(*)::text as count from mail_outbox');
    const created = await enter(officeAuth, phoneLead(), 'manual-entry-0001').expect(201);
    const lead = (await t.http.get(`/api/admin/leads/${created.body.id}`).set('authorization', owner).expect(200)).body;
    expect(lead).toMatchObject({
      kind: 'quote',
      status: 'new',
      channel: 'phone',
      name: 'Rosa Telefonista',
      phone: '+34 611 222 333',
      email: '',
      origin: { language: 'es' },
    });
    expect(lead.fields).toMatchObject({ serviceType: 'system-repair', town: 'Estepona' });
    expect(lead.timeline).toEqual([
      expect.objectContaining({ kind: 'entered', leadChannel: 'phone', authorId: office.id, authorName: 'Olga Office' }),
    ]);
    const queuedAfter = await query<{ count: string }>('select count(*)::text as count from mail_outbox');
    expect(queuedAfter[0].count).toBe(queuedBefore[0].count);

    // An e-mail alone is enough too; the owner may enter leads as well.
    await enter(
      owner,
      phoneLead({ channel: 'whatsapp', name: 'Walter App', phone: undefined, email: 'walter@example.com', language: 'en' }),
    ).expect(201);
  });

  it('repeats the first answer for a retry with the same Idempotency-Key, and refuses the key for another entry', async () => {
    const first = await enter(owner, phoneLead({ name: 'Double Click' }), 'manual-entry-0002').expect(201);
    const again = await enter(owner, phoneLead({ name: 'Double Click' }), 'manual-entry-0002').expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = await query<{ count: string }>(`select count(*)::text as count from lead where name = 'Double Click'`);
    expect(rows[0].count).toBe('1');
    await enter(owner, phoneLead({ name: 'Another Person' }), 'manual-entry-0002').expect(422);
  });

  it('answers the shared validation messages, at least a phone or an e-mail, only the channels staff enter', async () => {
    const errors = async (body: Record<string, unknown>): Promise<FieldErrors['fieldErrors']> =>
      (await enter(owner, body).expect(400)).body.fieldErrors;
    const none = await errors(phoneLead({ phone: '', email: undefined }));
    expect(none).toEqual({
      phone: { code: 'phoneOrEmailRequired', message: VALIDATION_MESSAGES.en.phoneOrEmailRequired },
      email: { code: 'phoneOrEmailRequired', message: VALIDATION_MESSAGES.en.phoneOrEmailRequired },
    });
    expect(await errors(phoneLead({ name: 'R', phone: '12', email: 'not-an-address', serviceType: 'x', channel: 'web' }))).toEqual({
      name: { code: 'nameMin', message: VALIDATION_MESSAGES.en.nameMin },
      phone: { code: 'phoneInvalid', message: VALIDATION_MESSAGES.en.phoneInvalid },
      email: { code: 'emailInvalid', message: VALIDATION_MESSAGES.en.emailInvalid },
      serviceType: { code: 'serviceTypeRequired', message: VALIDATION_MESSAGES.en.serviceTypeRequired },
      channel: { code: 'invalidOption', message: VALIDATION_MESSAGES.en.invalidOption },
    });
    expect(Object.keys(await errors(phoneLead({ language: 'fr', town: 'x'.repeat(101), status: 'won' })))).toEqual(
      expect.arrayContaining(['language', 'town', 'status']),
    );
  });

  it('refuses line breaks and control characters in the name and the town as the public forms do (invalidCharacters)', async () => {
    const invalidCharacters = { code: 'invalidCharacters', message: VALIDATION_MESSAGES.en.invalidCharacters };
    for (const name of [
      'Laura\r\nBcc: evil@example.com',
      'Laura\nGómez',
      'Laura\rGómez',
      'Laura\tGómez',
      'Laura\u2028Gómez',
      'Laura\u202eGómez',
    ]) {
      const publicAnswer = await t.http.post('/api/quotes').send(validQuote({ name }));
      expect({ name, status: publicAnswer.status, error: publicAnswer.body.fieldErrors?.name }).toEqual({
        name,
        status: 400,
        error: invalidCharacters,
      });
      const staffAnswer = await enter(owner, phoneLead({ name, town: name }));
      expect({ name, status: staffAnswer.status, errors: staffAnswer.body.fieldErrors }).toEqual({
        name,
        status: 400,
        errors: { name: invalidCharacters, town: invalidCharacters },
      });
    }
  });

  it('refuses a technician (403)', async () => {
    await enter(technicianAuth, phoneLead({ name: 'Not Allowed' })).expect(403);
  });

  it('filters the inbox by channel, counts the channel as the source, and exports with every filter and a channel column', async () => {
    const listed = async (search: string) =>
      (await t.http.get(`/api/admin/leads?${search}`).set('authorization', owner).expect(200)).body.data.map(
        (lead: { name: string }) => lead.name,
      );
    expect(await listed('channel=phone')).toEqual(['Double Click', 'Rosa Telefonista']);
    expect(await listed('channel=whatsapp')).toEqual(['Walter App']);
    expect(await listed('channel=web')).toEqual([validQuote().name]);
    await t.http.get('/api/admin/leads?channel=fax').set('authorization', owner).expect(400);

    const stats = (await t.http.get('/api/admin/leads/stats').set('authorization', owner).expect(200)).body;
    expect(stats.byUtmSource).toEqual(
      expect.arrayContaining([
        { key: 'phone', count: 2 },
        { key: 'whatsapp', count: 1 },
        { key: 'google', count: 1 },
      ]),
    );

    const csv = async (search: string) =>
      (await t.http.get(`/api/admin/leads/export.csv?${search}`).set('authorization', owner).expect(200)).text.split('\r\n');
    const [header, ...rows] = await csv('channel=phone&sort=oldest&language=es&q=rosa');
    expect(header).toContain('"Channel"');
    expect(header).toContain('"Town"');
    expect(rows.filter(Boolean)).toHaveLength(1);
    expect(rows[0]).toContain('"Phone"');
    expect(rows[0]).toContain('"Rosa Telefonista"');
    expect(rows[0]).toContain('"Estepona"');
    const oldestFirst = (await csv('channel=phone&sort=oldest')).slice(1).filter(Boolean);
    expect(oldestFirst.map((row) => row.includes('Rosa Telefonista'))).toEqual([true, false]);
    expect((await csv('source=google')).slice(1).filter(Boolean)).toHaveLength(1);
    expect((await csv(`channel=web&assignedToId=${office.id}`)).slice(1).filter(Boolean)).toHaveLength(0);
    expect((await csv('to=2000-01-01')).slice(1).filter(Boolean)).toHaveLength(0);
    expect(webId).toBeTruthy();
  });
});

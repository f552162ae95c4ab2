import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from '../../src/config/app-config';
import { LEAD_RETENTION_MONTHS } from '@costa-sol/common';
import { ApplyLeadRetention } from '../../src/modules/leads/application/privacy/personal-data.use-cases';
import { clearVisits, onlyTechnicianAllDay, validBooking } from '../bookings/booking-support';
import { type Answer, AnswerChecker } from '../support/openapi/answer-checker';
import type { OpenApiDocument } from '../support/openapi/openapi-document';
import { adminAuthorization, startTestApp, type TestApp, validContact, validQuote } from '../support/test-app';
import { query, waitUntilOutboxEmpty } from '../support/test-database';

const PERSON = 'Maria.Erasure@example.com';

/** The .eml files of the app's outbox folder (the transport without SMTP_URL) that name the text, any letter case. */
function emlFilesHolding(t: TestApp, text: string): string[] {
  const folder = t.app.get(AppConfig).mailOutboxDir;
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.filter((file) => readFileSync(join(folder, file), 'utf8').toLowerCase().includes(text.toLowerCase()));
}

/** Every text or JSON column of every table, as "table.column", that holds the text in any letter case. */
async function columnsHolding(text: string): Promise<string[]> {
  const columns = await query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
  );
  // One query for every column: the embedded database serves one statement at a time.
  const checks = columns.map(
    ({ table_name, column_name }) =>
      `select '${table_name}.${column_name}' as "column" where exists (select 1 from "${table_name}" where strpos(lower("${column_name}"::text), lower($1)) > 0)`,
  );
  const rows = await query<{ column: string }>(checks.join(' union all '), [text]);
  return rows.map((row) => row.column);
}

describe("personal data: a person's copy, erasure that keeps the counts, and the retention the policy states", () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await startTestApp();
    auth = await adminAuthorization(t);
  });
  afterAll(async () => {
    await waitUntilOutboxEmpty();
    await t.close();
  });

  const stats = async () => {
    const response = await t.http.get('/api/admin/leads/stats').set('authorization', auth).expect(200);
    return response.body.total as number;
  };

  it('exports everything held about an address as JSON, then erases it in any letter case, keeping the statistics', async () => {
    const quote = await t.http
      .post('/api/quotes')
      .send(validQuote({ email: PERSON, name: 'Maria Erasure', details: 'Flat 3B, Calle Sol 4' }))
      .expect(201);
    await t.http
      .post(`/api/admin/leads/${quote.body.id}/notes`)
      .set('authorization', auth)
      .send({ text: `Wrote to ${PERSON} about Flat 3B` })
      .expect(201);
    await t.http
      .patch(`/api/admin/leads/${quote.body.id}/status`)
      .set('authorization', auth)
      .send({ status: 'contacted', note: `Called Maria Erasure, ${PERSON}` })
      .expect(200);
    await t.http
      .post('/api/contact')
      .send(validContact({ email: PERSON.toLowerCase(), firstName: 'Maria' }))
      .expect(201);
    const before = await stats();
    // Delivered: the folder transport wrote the e-mails to and about her.
    await waitUntilOutboxEmpty();
    expect(emlFilesHolding(t, PERSON).length).toBeGreaterThanOrEqual(2);

    const copy = await t.http
      .get(`/api/admin/personal-data?email=${encodeURIComponent(PERSON.toUpperCase())}`)
      .set('authorization', auth)
      .expect(200);
    expect(copy.body.leads).toHaveLength(2);
    expect(copy.body.leads.map((lead: { email: string }) => lead.email.toLowerCase())).toEqual([
      PERSON.toLowerCase(),
      PERSON.toLowerCase(),
    ]);
    expect(copy.body.emails.length).toBeGreaterThan(0);
    expect(copy.body.leadEvents.map((event: { kind: string }) => event.kind)).toEqual(expect.arrayContaining(['note', 'stage', 'email']));

    const erased = await t.http
      .delete(`/api/admin/personal-data?email=${encodeURIComponent(PERSON)}`)
      .set('authorization', auth)
      .expect(200);
    expect(erased.body).toMatchObject({ leads: 2, confirmations: 1 });
    expect(erased.body.emails).toBeGreaterThanOrEqual(2);

    const left = await query<{ name: string; email: string; details: string | null; erased_at: Date | null }>(
      `select name, email, details, erased_at from lead where id in (select id from lead where erased_at is not null) and kind in ('quote', 'contact')`,
    );
    expect(left.length).toBeGreaterThanOrEqual(2);
    for (const row of left) expect(row).toMatchObject({ name: '', email: '', details: null });
    expect(await query(`select 1 from mail_outbox where lower(to_address) = lower($1) or lower(reply_to) = lower($1)`, [PERSON])).toEqual(
      [],
    );
    expect(await query(`select 1 from lead_confirmation where lower(email) = lower($1)`, [PERSON])).toEqual([]);
    expect(await columnsHolding(PERSON)).toEqual([]);
    expect(await columnsHolding('Flat 3B')).toEqual([]);
    expect(emlFilesHolding(t, PERSON)).toEqual([]);
    const again = await t.http
      .get(`/api/admin/personal-data?email=${encodeURIComponent(PERSON)}`)
      .set('authorization', auth)
      .expect(200);
    expect(again.body).toMatchObject({ leads: [], confirmations: [], emails: [] });
    // Not in the inbox any more, still counted.
    const inbox = await t.http.get('/api/admin/leads').set('authorization', auth).expect(200);
    expect(JSON.stringify(inbox.body)).not.toContain('Maria');
    expect(await stats()).toBe(before);
  });

  it('answers the copy exactly as the API document describes it: camelCase fields of each section, none other', async () => {
    const person = `Copy.Shape.${randomUUID().slice(0, 8)}@example.com`;
    const quote = await t.http
      .post('/api/quotes')
      .send(validQuote({ email: person }))
      .expect(201);
    await t.http.post(`/api/admin/leads/${quote.body.id}/notes`).set('authorization', auth).send({ text: 'Called back.' }).expect(201);
    await onlyTechnicianAllDay();
    const slots = await t.http.get('/api/bookings/slots?kind=survey&town=marbella').expect(200);
    await t.http
      .post('/api/bookings')
      .send(validBooking(slots.body.slots[0].start, { email: person }))
      .expect(201);
    await waitUntilOutboxEmpty();

    const copy = await t.http
      .get(`/api/admin/personal-data?email=${encodeURIComponent(person)}`)
      .set('authorization', auth)
      .expect(200);
    for (const section of ['leads', 'leadEvents', 'visits', 'confirmations', 'emails'])
      expect({ section, held: copy.body[section].length > 0 }).toEqual({ section, held: true });
    const [lead] = copy.body.leads as Record<string, unknown>[];
    expect(lead).toMatchObject({
      id: quote.body.id,
      email: person,
      isSpam: false,
      wantsConsultation: true,
      serviceType: 'heat-pump-system',
    });
    expect(lead.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(JSON.stringify(copy.body)).not.toMatch(/"[a-z]+_[a-z_]+":/);

    const document = (await t.http.get('/api/admin/docs-json').set('authorization', auth).expect(200)).body as OpenApiDocument;
    const operation = document.paths['/api/admin/personal-data'].get;
    if (!operation) throw new Error('GET /api/admin/personal-data is not documented');
    const answer: Answer = { status: copy.status, headers: copy.headers, body: Buffer.from(JSON.stringify(copy.body)) };
    expect(new AnswerChecker(document).check(operation.responses, answer, 'get')).toEqual([]);
    await clearVisits();
  });

  it(`erases, once a day across instances, the leads not won with no contact for ${LEAD_RETENTION_MONTHS} months`, async () => {
    const old = randomUUID();
    const won = randomUUID();
    const recent = randomUUID();
    for (const [id, status, monthsAgo] of [
      [old, 'lost', LEAD_RETENTION_MONTHS + 1],
      [won, 'won', LEAD_RETENTION_MONTHS + 1],
      [recent, 'new', LEAD_RETENTION_MONTHS - 1],
    ] as const)
      await query(
        `insert into lead (id, kind, status, received_at, updated_at, name, email, phone, service_type)
         values ($1, 'quote', $2, now() - make_interval(months => $3), now() - make_interval(months => $3), 'Old Person', 'old.person@example.com', '+34 600 000 111', 'heat-pump-system')`,
        [id, status, monthsAgo],
      );
    await query(`delete from scheduled_run where name = 'lead-retention'`);
    const retention = t.app.get(ApplyLeadRetention);
    const [first, second] = await Promise.all([retention.execute(), retention.execute()]);
    const ran = [first, second].filter((counts) => counts !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]?.leads).toBeGreaterThanOrEqual(1);
    const rows = await query<{ id: string; name: string; erased: boolean }>(
      `select id, name, erased_at is not null as erased from lead where id = any($1)`,
      [[old, won, recent]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.erased]))).toEqual({ [old]: true, [won]: false, [recent]: false });
    // The day's run is done: a later call the same day does nothing.
    expect(await retention.execute()).toBeNull();
  });
});

import { randomUUID } from 'node:crypto';
import { adminAuthorization, STAFF_EMAIL, startTestApp, type TestApp, validQuote } from '../support/test-app';
import { query, resetTables, waitUntilOutboxEmpty } from '../support/test-database';
import { TestSmtpServer } from '../support/test-smtp-server';

describe('spam review: the trap catch listed apart, and "not spam" moving one into the pipeline with its e-mails', () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    await smtp.start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    auth = await adminAuthorization(t);
  });
  afterAll(async () => {
    await waitUntilOutboxEmpty();
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await waitUntilOutboxEmpty();
    await resetTables();
    auth = await adminAuthorization(t);
    smtp.received.length = 0;
  });

  it('lists the caught lead apart from the inbox; "not spam" puts it in the inbox and sends the staff notice and the confirmation', async () => {
    const caught = await t.http
      .post('/api/quotes')
      .send(validQuote({ name: 'Caught By Mistake', email: 'caught@example.com', website: 'autofill' }))
      .expect(201);
    const id = caught.body.id as string;
    await t.http
      .post('/api/quotes')
      .send(validQuote({ name: 'Routine Lead', email: 'routine@example.com' }))
      .expect(201);
    await waitUntilOutboxEmpty();
    expect(smtp.to('caught@example.com')).toEqual([]);

    const inbox = await t.http.get('/api/admin/leads').set('authorization', auth).expect(200);
    expect(inbox.body.data.map((lead: { id: string }) => lead.id)).not.toContain(id);
    const trap = await t.http.get('/api/admin/leads/spam').set('authorization', auth).expect(200);
    expect(trap.body.data).toEqual([expect.objectContaining({ id, isSpam: true, status: 'new' })]);
    expect(trap.body.data[0].fields).toMatchObject({ name: 'Caught By Mistake', email: 'caught@example.com' });

    smtp.received.length = 0;
    const released = await t.http.post(`/api/admin/leads/${id}/not-spam`).set('authorization', auth).expect(200);
    expect(released.body).toMatchObject({ id, isSpam: false, status: 'new' });
    const [notice] = await smtp.waitFor(1, 20_000, { to: STAFF_EMAIL });
    expect(notice.parsed.text).toContain('Caught By Mistake');
    const [confirmation] = await smtp.waitFor(1, 20_000, { to: 'caught@example.com' });
    expect(confirmation.parsed.subject).toBeTruthy();

    const after = await t.http.get('/api/admin/leads').set('authorization', auth).expect(200);
    expect(after.body.data.map((lead: { id: string }) => lead.id)).toContain(id);
    expect((await t.http.get('/api/admin/leads/spam').set('authorization', auth).expect(200)).body.data).toEqual([]);
    const [row] = await query<{ is_spam: boolean }>('select is_spam from lead where id = $1', [id]);
    expect(row.is_spam).toBe(false);
  });

  it('releases a lead once: two reviewers at the same time get one 200 and one 404, and one set of e-mails', async () => {
    const caught = await t.http
      .post('/api/quotes')
      .send(validQuote({ email: 'twice@example.com', website: 'bot' }))
      .expect(201);
    const id = caught.body.id as string;
    const answers = await Promise.all([1, 2].map(() => t.http.post(`/api/admin/leads/${id}/not-spam`).set('authorization', auth)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    await smtp.waitFor(1, 20_000, { to: 'twice@example.com' });
    await waitUntilOutboxEmpty();
    expect(smtp.to('twice@example.com')).toHaveLength(1);
  });

  it('answers 404 for a lead that is not in the trap, and for an unknown id', async () => {
    const routine = await t.http.post('/api/quotes').send(validQuote()).expect(201);
    await t.http.post(`/api/admin/leads/${routine.body.id}/not-spam`).set('authorization', auth).expect(404);
    await t.http.post(`/api/admin/leads/${randomUUID()}/not-spam`).set('authorization', auth).expect(404);
    await t.http.post('/api/admin/leads/not-a-uuid/not-spam').set('authorization', auth).expect(400);
  });
});

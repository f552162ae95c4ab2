import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtSiteEnv } from '../support/built-site';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { query, resetTables, testDatabaseUrl } from '../support/test-database';
import { clearVisits, onlyTechnicianAllDay, validBooking } from './booking-support';

const FORM = 'application/x-www-form-urlencoded';
const INVALID_LINK = 'This link is not valid or has expired. Call us to change your visit.';

describe("the visitor's manage link on the booking page, without JavaScript (/book?manage=, /es/reservar?manage=)", () => {
  let t: ServerProcess;
  let origin: string;
  const post = (path: string, body: Record<string, string>) =>
    t.http.post(path).set('content-type', FORM).set('origin', origin).send(new URLSearchParams(body).toString()).redirects(0);
  const freeStarts = async () => {
    const answer = await t.http.get('/api/bookings/slots?kind=survey&town=marbella').expect(200);
    return (answer.body as { slots: { start: string }[] }).slots.map((slot) => slot.start);
  };
  /** Books through the API and reads the manage link's token from the visitor's e-mail in the outbox. */
  const book = async (start: string, email: string, language = 'en') => {
    await t.http.post('/api/bookings').send(validBooking(start, { email, language })).expect(201);
    const [mail] = await query<{ text_body: string }>('select text_body from mail_outbox where to_address = $1', [email]);
    const token = /[?&]manage=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
    if (!token) throw new Error(`No manage link in the e-mail to ${email}`);
    return token;
  };
  const startOf = async (token: string) => {
    const answer = await t.http.get(`/api/bookings/manage?token=${token}`).expect(200);
    return answer.body as { start: string; status: string };
  };

  beforeAll(async () => {
    await resetTables();
    t = await startServerProcess({
      ...builtSiteEnv(),
      DATABASE_URL: testDatabaseUrl(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'costa-sol-manage-form-posts-')),
      RATE_LIMIT_PER_MINUTE: '1000',
    });
    await t.ready();
    // After the server's start, which migrates the database.
    await onlyTechnicianAllDay();
    origin = `http://127.0.0.1:${t.port}`;
  });
  afterAll(async () => {
    await t?.kill();
    await clearVisits();
    await resetTables();
  });

  it('shows the visit, never cached nor indexed, with the free times to move to and the cancel form', async () => {
    const [first] = await freeStarts();
    const token = await book(first, 'view.manage@example.com');
    const page = await t.http.get(`/book?manage=${token}`).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(page.text).not.toMatch(/rel="canonical" href="[^"]*manage=/);
    expect(page.text).toContain('Move to another time');
    expect(page.text).toContain('Cancel this visit');
    expect(page.text).toContain('Marbella');
    expect(page.text).not.toContain('view.manage@example.com');
    expect(page.text).toMatch(/<form [^>]*method="post"/);
    expect(page.text).toContain('name="start"');
  });

  it('moves the visit (303 to the page saying so), then cancels it (303), after which it cannot change (409)', async () => {
    const [first, , , , second] = await freeStarts();
    const token = await book(first, 'move.manage@example.com', 'es');
    const path = `/es/reservar?manage=${token}`;

    const moved = await post(path, { change: 'move', start: second }).expect(303);
    expect(moved.headers.location).toBe(`/es/reservar?manage=${token}&done=moved`);
    expect(moved.headers['cache-control']).toBe('no-store');
    expect((await startOf(token)).start).toBe(second);
    const movedPage = await t.http.get(moved.headers.location).expect(200);
    expect(movedPage.text).toContain('Tu visita se ha cambiado de hora');

    const cancelled = await post(path, { change: 'cancel' }).expect(303);
    expect(cancelled.headers.location).toBe(`/es/reservar?manage=${token}&done=cancelled`);
    expect((await startOf(token)).status).toBe('cancelled');
    const cancelledPage = await t.http.get(cancelled.headers.location).expect(200);
    expect(cancelledPage.text).toContain('Esta visita está anulada.');
    expect(cancelledPage.text).not.toContain('name="start"');

    const again = await post(path, { change: 'cancel' }).expect(409);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.text).toContain('Esta visita ya no se puede cambiar en línea');
  });

  it('answers a time taken meanwhile with 409, the message and the visit unchanged', async () => {
    const [first, , , , second] = await freeStarts();
    const token = await book(first, 'taken.manage@example.com');
    await book(second, 'other.manage@example.com');
    const response = await post(`/book?manage=${token}`, { change: 'move', start: second }).expect(409);
    expect(response.text).toContain('That time was just booked by someone else.');
    expect(response.text).toContain('name="start"');
    expect((await startOf(token)).start).toBe(first);
  });

  it('answers an altered or malformed link with its message and the phone, 404, for the page and its posts', async () => {
    const [first] = await freeStarts();
    const token = await book(first, 'invalid.manage@example.com');
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const page = await t.http.get(`/book?manage=${altered}`).expect(404);
    expect(page.text).toContain(INVALID_LINK);
    expect(page.text).toContain('href="tel:');
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow"');
    await t.http.get('/es/reservar?manage=nonsense').expect(404);
    const posted = await post(`/book?manage=${altered}`, { change: 'cancel' }).expect(404);
    expect(posted.text).toContain(INVALID_LINK);
    expect((await startOf(token)).status).toBe('booked');
  });

  it('asks for a time when none was chosen, and refuses posts from another site or with unknown fields', async () => {
    const [first] = await freeStarts();
    const token = await book(first, 'refused.manage@example.com');
    const path = `/book?manage=${token}`;
    expect((await post(path, { change: 'move' }).expect(400)).text).toContain('Choose one of the free times.');
    await t.http.post(path).set('content-type', FORM).set('origin', 'https://evil.example').send('change=cancel').expect(403);
    await post(path, { change: 'cancel', admin: 'true' }).expect(400);
    await t.http.post(path).set('origin', origin).send({ change: 'cancel' }).expect(415);
    expect((await startOf(token)).status).toBe('booked');
  });
});

import { BOOKING_MESSAGES, VALIDATION_MESSAGES } from '@costa-sol/common';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtSiteEnv } from '../support/built-site';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { query, resetTables, testDatabaseUrl } from '../support/test-database';
import { clearVisits, onlyTechnicianAllDay, validBooking } from './booking-support';

const FORM = 'application/x-www-form-urlencoded';

/** The visitor's side of the HTML form: what a browser posts, every field as text. */
const booking = (start: string, fields: Record<string, string> = {}) =>
  new URLSearchParams({
    kind: 'survey',
    town: 'marbella',
    start,
    name: 'Nora Formulario',
    email: 'nora.form@example.com',
    phone: '+34 600 765 432',
    address: '',
    notes: '',
    ...fields,
  }).toString();

describe('the booking page and its form without JavaScript (/book, /es/reservar)', () => {
  let t: ServerProcess;
  let origin: string;
  const post = (path: string, body: string) => t.http.post(path).set('content-type', FORM).set('origin', origin).send(body).redirects(0);
  const freeStarts = async () => {
    const answer = await t.http.get('/api/bookings/slots?kind=survey&town=marbella').expect(200);
    return (answer.body as { slots: { start: string }[] }).slots.map((slot) => slot.start);
  };

  beforeAll(async () => {
    await resetTables();
    t = await startServerProcess({
      ...builtSiteEnv(),
      DATABASE_URL: testDatabaseUrl(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'costa-sol-visit-form-posts-')),
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

  it('renders the times of the kind and town asked for each request, never from the page cache', async () => {
    const marbella = await t.http.get('/book?kind=survey&town=marbella').expect(200);
    expect(marbella.headers['cache-control']).toBe('no-store');
    expect(marbella.text).toContain(`value="${(await freeStarts())[0]}"`);
    const nerja = await t.http.get('/book?kind=survey&town=nerja').expect(200);
    expect(nerja.text).toContain(BOOKING_MESSAGES.en.appointmentOnly);
    expect(nerja.text).not.toContain('name="start"');
    const plain = await t.http.get('/es/reservar').expect(200);
    expect(plain.text).toMatch(/<form [^>]*method="get"/);
    expect(plain.text).not.toContain(BOOKING_MESSAGES.en.appointmentOnly);
  });

  it('books a valid post and answers 303 to the confirmation, which shows the visit without the visitor', async () => {
    const [start] = await freeStarts();
    const response = await post('/es/reservar?kind=survey&town=marbella', booking(start)).expect(303);
    expect(response.headers['cache-control']).toBe('no-store');
    const id = /^\/es\/reservar\?booked=([0-9a-f-]{36})$/.exec(response.headers.location)?.[1];
    const [visit] = await query('select kind, town, language, email, starts_at from visit where id = $1', [id]);
    expect(visit).toMatchObject({ kind: 'survey', town: 'marbella', language: 'es', email: 'nora.form@example.com' });
    const confirmation = await t.http.get(response.headers.location).expect(200);
    expect(confirmation.text).toContain('Tu visita está reservada');
    expect(confirmation.text).toContain('Marbella');
    expect(confirmation.text).not.toContain('nora.form@example.com');
    expect(confirmation.text).not.toContain('Nora Formulario');
  });

  it('answers a post with errors with the page again for this visitor: the messages at the fields and the values kept', async () => {
    const [start] = await freeStarts();
    const response = await post('/book', booking(start, { name: '', email: 'not-an-email', notes: 'Gate code 1234' })).expect(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain(VALIDATION_MESSAGES.en.nameMin);
    expect(response.text).toContain(VALIDATION_MESSAGES.en.emailInvalid);
    expect(response.text).toContain('Gate code 1234');
    expect(response.text).toMatch(new RegExp(`<input [^>]*checked="" value="${start}"`));
  });

  it('answers a time taken meanwhile with 409, the message and fresh times', async () => {
    const [start] = await freeStarts();
    await t.http
      .post('/api/bookings')
      .send(validBooking(start, { email: 'first@example.com' }))
      .expect(201);
    const response = await post('/book', booking(start, { email: 'second@example.com' })).expect(409);
    expect(response.text).toContain(BOOKING_MESSAGES.en.slotTaken);
    expect(response.text).not.toContain(`value="${start}"`);
    expect(response.text).toContain('name="start"');
  });

  it('refuses a post from another site, a field the form does not have and a body that is not a form', async () => {
    const [start] = await freeStarts();
    await t.http.post('/book').set('content-type', FORM).set('origin', 'https://evil.example').send(booking(start)).expect(403);
    await post('/book', `${booking(start)}&admin=true`).expect(400);
    await t.http.post('/book').set('origin', origin).send({ start }).expect(415);
  });
});

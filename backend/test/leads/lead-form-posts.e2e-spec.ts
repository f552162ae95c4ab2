import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtSiteEnv } from '../support/built-site';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { query, resetTables, testDatabaseUrl, waitUntilOutboxEmpty } from '../support/test-database';

const FORM = 'application/x-www-form-urlencoded';
const RATE_LIMIT = 6;

const validQuote = (name: string) =>
  new URLSearchParams({
    name,
    email: 'form.post@example.com',
    phone: '+34 600 111 222',
    serviceType: 'heat-pump-system',
    preferredBrand: '',
    homeSize: '1500-2000',
    currentSystemAge: '',
    details: 'Villa, two floors.',
    wantsConsultation: 'true',
    website: '',
    idempotencyKey: '',
  }).toString();

const contact = (fields: Record<string, string>) =>
  new URLSearchParams({
    firstName: 'Lucía',
    lastName: 'Formulario',
    email: 'lucia.form@example.com',
    phone: '600 222 333 44',
    serviceNeeded: 'maintenance-service',
    message: 'Revisión anual de la aerotermia, por favor.',
    website: '',
    idempotencyKey: '',
    ...fields,
  }).toString();

describe('lead forms posted without JavaScript (application/x-www-form-urlencoded to the page itself)', () => {
  let t: ServerProcess;
  let dataDir: string;
  let origin: string;
  const post = (path: string, body: string) => t.http.post(path).set('content-type', FORM).set('origin', origin).send(body).redirects(0);

  beforeAll(async () => {
    await resetTables();
    dataDir = mkdtempSync(join(tmpdir(), 'costa-sol-form-posts-'));
    t = await startServerProcess({
      ...builtSiteEnv(),
      DATABASE_URL: testDatabaseUrl(),
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    });
    await t.ready();
    origin = `http://127.0.0.1:${t.port}`;
  });
  beforeEach(() => query('truncate table rate_limit'));
  afterAll(async () => {
    await t?.kill();
    await resetTables();
  });

  it('stores a valid quote with where it came from, answers 303 to the English thank-you page and mails staff', async () => {
    const name = `Form Quote ${Date.now()}`;
    const response = await post('/?utm_source=newsletter&utm_campaign=spring', validQuote(name)).expect(303);
    expect(response.headers.location).toBe('/thank-you/quote');
    expect(response.headers['cache-control']).toBe('no-store');
    const [lead] = await query('select * from lead where name = $1', [name]);
    expect(lead).toMatchObject({
      kind: 'quote',
      service_type: 'heat-pump-system',
      preferred_brand: null,
      home_size: '1500-2000',
      wants_consultation: true,
      page_path: '/',
      language: 'en',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      is_spam: false,
    });
    await waitUntilOutboxEmpty();
    const [mail] = await query<{ id: string }>(`select id from mail_outbox where to_address = 'staff@example.com' and text_body like $1`, [
      `%${name}%`,
    ]);
    const eml = readdirSync(join(dataDir, 'outbox')).find((file) => file.endsWith(`-${mail.id}.eml`));
    expect(readFileSync(join(dataDir, 'outbox', eml!), 'utf8')).toContain('Reply-To: form.post@example.com');
  });

  it('takes an unchecked consultation box as false, and a quote from the Spanish calculator page in Spanish', async () => {
    const name = `Calculadora ${Date.now()}`;
    const body = validQuote(name).replace('&wantsConsultation=true', '');
    const response = await post('/es/herramientas/calculadora-hvac', body).expect(303);
    expect(response.headers.location).toBe('/es/gracias/presupuesto');
    const [lead] = await query('select * from lead where name = $1', [name]);
    expect(lead).toMatchObject({ wants_consultation: false, language: 'es', page_path: '/es/herramientas/calculadora-hvac' });
  });

  it('stores a Spanish contact message and answers 303 to the Spanish thank-you page, which is not indexed', async () => {
    const lastName = `Formulario ${Date.now()}`;
    const response = await post('/es/contacto', contact({ lastName })).expect(303);
    expect(response.headers.location).toBe('/es/gracias/mensaje');
    const [lead] = await query('select * from lead where last_name = $1', [lastName]);
    expect(lead).toMatchObject({ kind: 'contact', language: 'es', page_path: '/es/contacto', service_needed: 'maintenance-service' });
    const thanks = await t.http.get('/es/gracias/mensaje').expect(200);
    expect(thanks.text).toContain('<meta name="robots" content="noindex, follow"');
    expect(thanks.text).toContain('Hemos recibido tu mensaje y te responderemos en un plazo de 24 horas.');
    expect(thanks.text).toContain('href="/es/contacto"');
  });

  it('takes the quote form of a service page, stored under that page and its campaign', async () => {
    const name = `Form Service ${Date.now()}`;
    const response = await post('/es/servicios/aire-acondicionado?utm_source=google&utm_campaign=verano', validQuote(name)).expect(303);
    expect(response.headers.location).toBe('/es/gracias/presupuesto');
    const [lead] = await query('select page_path, language, utm_campaign from lead where name = $1', [name]);
    expect(lead).toEqual({ page_path: '/es/servicios/aire-acondicionado', language: 'es', utm_campaign: 'verano' });
  });

  it('answers an emergency with its own thank-you page, which promises the emergency callback time, in both languages', async () => {
    const quote = new URLSearchParams(validQuote(`Form Emergency ${Date.now()}`));
    quote.set('serviceType', 'system-repair');
    const english = await post('/', quote.toString()).expect(303);
    expect(english.headers.location).toBe('/thank-you/quote/urgent');
    const thanks = await t.http.get('/thank-you/quote/urgent').expect(200);
    expect(thanks.text).toContain('We have received your emergency request. We will call you back within 2 hours.');
    expect(thanks.text).not.toContain('24 hours');
    expect(thanks.text).toContain('<meta name="robots" content="noindex, follow"');

    const spanish = await post('/es/contacto', contact({ lastName: `Urgente ${Date.now()}`, serviceNeeded: 'emergency-repair' })).expect(
      303,
    );
    expect(spanish.headers.location).toBe('/es/gracias/mensaje/urgente');
    const gracias = await t.http.get('/es/gracias/mensaje/urgente').expect(200);
    expect(gracias.text).toContain('Hemos recibido tu solicitud urgente. Te llamaremos en un plazo de 2 horas.');
    expect(gracias.text).toContain('href="/es/contacto"');
  });

  it('keeps a post with the spam trap filled, flagged and not mailed, and thanks it as any other', async () => {
    const lastName = `Trampa ${Date.now()}`;
    await post('/contact', contact({ lastName, website: 'http://spam.example' })).expect(303);
    const [lead] = await query('select is_spam from lead where last_name = $1', [lastName]);
    expect(lead.is_spam).toBe(true);
    expect(await query('select id from mail_outbox where text_body like $1', [`%${lastName}%`])).toEqual([]);
  });

  it('answers an invalid post 400 with the page: the messages at the fields, a summary linking to them, every value kept', async () => {
    const response = await post(
      '/contact',
      contact({ firstName: 'E', email: 'lucia@example', message: 'Too short', lastName: 'Kept Value' }),
    );
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.text;
    expect(html).toMatch(
      /<input id="contact-firstName"[^>]*aria-invalid="true" aria-describedby="contact-firstName-helper-text"[^>]*value="E"\/>/,
    );
    expect(html).toContain('<p class="field__helper" id="contact-firstName-helper-text">First name must be at least 2 characters</p>');
    expect(html).toContain('<p class="field__helper" id="contact-email-helper-text">Please enter a valid email address</p>');
    expect(html).toContain('<p class="field__helper" id="contact-message-helper-text">Message must be at least 10 characters</p>');
    expect(html).toContain('<a href="#contact-firstName">First name must be at least 2 characters</a>');
    expect(html).toMatch(/<input id="contact-lastName"[^>]*value="Kept Value"\/>/);
    expect(html).toContain('>Too short</textarea>');
    expect(html).toContain('<option value="maintenance-service" selected="">');
    expect(await query('select id from lead where last_name = $1', ['Kept Value'])).toEqual([]);
    // The page with the visitor's values was for them alone: the cached page is the empty form.
    const page = await t.http.get('/contact').expect(200);
    expect(page.text).not.toContain('Kept Value');
    expect(page.text).not.toContain('aria-invalid');
  });

  it('answers in the page language: the Spanish messages on a Spanish page', async () => {
    const response = await post('/es', validQuote('A').replace('serviceType=heat-pump-system', 'serviceType=')).expect(400);
    expect(response.text).toContain('<a href="#quote-name">El nombre debe tener al menos 2 caracteres</a>');
    expect(response.text).toContain('<a href="#quote-serviceType">Selecciona un tipo de servicio</a>');
  });

  it('stores a form post sent twice with one filled idempotencyKey once, and thanks both; a malformed key is refused', async () => {
    const lastName = `Dos Veces ${Date.now()}`;
    const key = `form-${Date.now()}-key`;
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await post('/es/contacto', contact({ lastName, idempotencyKey: key })).expect(303);
      expect(response.headers.location).toBe('/es/gracias/mensaje');
    }
    expect(await query('select id from lead where last_name = $1', [lastName])).toHaveLength(1);
    await post('/es/contacto', contact({ lastName: 'Bad Key', idempotencyKey: 'no spaces allowed' })).expect(400);
    expect(await query('select id from lead where last_name = $1', ['Bad Key'])).toEqual([]);
  });

  it('refuses fields the form does not have, and a field sent twice, with the failure text and the values kept', async () => {
    for (const body of [
      contact({ lastName: 'Unknown Field', pagePath: '/elsewhere' }),
      `${contact({ lastName: 'Twice' })}&message=again`,
    ]) {
      const response = await post('/contact', body).expect(400);
      expect(response.text).toContain('Failed to send message. Please try again.');
    }
    expect(await query('select id from lead where last_name in ($1, $2)', ['Unknown Field', 'Twice'])).toEqual([]);
  });

  it('refuses a post from another site (Origin, else Referer) with 403, and a body that is not a form with 415', async () => {
    await t.http
      .post('/contact')
      .set('content-type', FORM)
      .set('origin', 'https://evil.example')
      .send(contact({ lastName: 'Evil' }))
      .expect(403);
    await t.http
      .post('/contact')
      .set('content-type', FORM)
      .set('referer', 'https://evil.example/page')
      .send(contact({ lastName: 'Evil' }))
      .expect(403);
    await t.http
      .post('/contact')
      .set('content-type', FORM)
      .set('origin', 'null')
      .send(contact({ lastName: 'Evil' }))
      .expect(403);
    await t.http.post('/contact').set('origin', origin).send({ firstName: 'Json' }).expect(415);
    expect(await query('select id from lead where last_name = $1', ['Evil'])).toEqual([]);
    // A post with neither header (some privacy tools strip both) is taken.
    await t.http
      .post('/contact')
      .set('content-type', FORM)
      .send(contact({ lastName: `No Origin ${Date.now()}` }))
      .expect(303);
  });

  it('shares the API rate limit: past it, 429 with Retry-After and the page with the failure text, the values kept', async () => {
    for (let i = 0; i < RATE_LIMIT - 1; i += 1) await post('/contact', contact({ lastName: `Burst ${i}` })).expect(303);
    await t.http.post('/api/contact').set('content-type', 'application/json').send({ firstName: 'x' }).expect(400);
    const response = await post('/contact', contact({ lastName: 'One Too Many' })).expect(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.text).toContain('Failed to send message. Please try again.');
    expect(response.text).toMatch(/<input id="contact-lastName"[^>]*value="One Too Many"\/>/);
    expect(await query('select id from lead where last_name = $1', ['One Too Many'])).toEqual([]);
  });

  it('keeps the JSON API as it is: a form body there is still refused', async () => {
    await t.http.post('/api/contact').set('content-type', FORM).send(contact({})).expect(415);
  });
});

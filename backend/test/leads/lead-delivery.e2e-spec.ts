import { query, resetTables, waitUntilOutboxEmpty } from '../support/test-database';
import { STAFF_EMAIL, startTestApp, type TestApp, validContact, validQuote } from '../support/test-app';
import { TestSmtpServer } from '../support/test-smtp-server';

describe('a lead is stored and e-mailed to staff', () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;

  beforeAll(async () => {
    await smtp.start();
    // English staff e-mails here; the Spanish default and the visitor's confirmation: lead-emails.e2e-spec.ts.
    t = await startTestApp({ SMTP_URL: smtp.url, STAFF_LANGUAGE: 'en' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    // Let the e-mail of the previous test arrive before counting afresh.
    await waitUntilOutboxEmpty();
    await resetTables();
    smtp.received.length = 0;
  });

  it('stores a quote request with every field, its origin and status new', async () => {
    const response = await t.http
      .post('/api/quotes')
      .send(
        validQuote({
          pagePath: '/es/contacto',
          language: 'es',
          referrer: 'https://www.google.es/',
          utmSource: 'google',
          utmCampaign: 'aerotermia',
        }),
      )
      .expect(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const [row] = await query('select * from lead where id = $1', [response.body.id]);
    expect(row).toMatchObject({
      kind: 'quote',
      status: 'new',
      is_spam: false,
      name: 'Laura Gómez',
      email: 'laura@example.com',
      phone: '+34 600 123 456',
      service_type: 'heat-pump-system',
      preferred_brand: 'daikin',
      home_size: '1500-2000',
      current_system_age: '10-15',
      details: 'Three-bedroom villa in Nueva Andalucía.',
      wants_consultation: true,
      page_path: '/es/contacto',
      language: 'es',
      referrer: 'https://www.google.es/',
      utm_source: 'google',
      utm_campaign: 'aerotermia',
    });
    expect(Date.now() - new Date(row.received_at as string).getTime()).toBeLessThan(60_000);
  });

  it('stores where the visit began (first page, Google Ads click) and never counts this site as a referrer', async () => {
    const response = await t.http
      .post('/api/quotes')
      .send(
        validQuote({
          pagePath: '/services/heat-pump-hvac',
          landingPage: '/heat-pumps',
          language: 'en',
          referrer: 'http://localhost:3000/heat-pumps',
          utmSource: 'google',
          utmCampaign: 'spring',
          gclid: 'EAIaIQobChMI-test',
        }),
      )
      .expect(201);
    const [row] = await query('select page_path, landing_page, referrer, utm_campaign, gclid from lead where id = $1', [response.body.id]);
    expect(row).toEqual({
      page_path: '/services/heat-pump-hvac',
      landing_page: '/heat-pumps',
      referrer: null,
      utm_campaign: 'spring',
      gclid: 'EAIaIQobChMI-test',
    });

    const refused = await t.http
      .post('/api/quotes')
      .send(validQuote({ landingPage: 'https://elsewhere.example/', gclid: 'x'.repeat(201) }))
      .expect(400);
    expect(Object.keys(refused.body.fieldErrors).sort()).toEqual(['gclid', 'landingPage']);
  });

  it('e-mails staff every quote field, Reply-To the visitor, with visitor text escaped', async () => {
    const hostile = validQuote({
      name: 'Eve <img src=x onerror=alert(1)>',
      details: 'Line one\n<script>alert("x")</script> & more',
      wantsConsultation: 'false',
    });
    await t.http.post('/api/quotes').send(hostile).expect(201);
    const [mail] = await smtp.waitFor(1, 20_000, { to: STAFF_EMAIL });

    expect(mail.envelopeTo).toEqual([STAFF_EMAIL]);
    expect(mail.parsed.replyTo?.value[0].address).toBe('laura@example.com');
    expect(mail.parsed.subject).toBe('New quote request: Heat pump system - Eve <img src=x onerror=alert(1)>');
    const text = mail.parsed.text ?? '';
    for (const line of [
      'Name: Eve <img src=x onerror=alert(1)>',
      'Email: laura@example.com',
      'Phone: +34 600 123 456',
      'Service type: Heat pump system',
      'Preferred brand: Daikin',
      'Home size: 1,500-2,000 ft² (139-186 m²)',
      'Current system age: 10-15 years',
      'Wants a free consultation: No',
    ]) {
      expect(text).toContain(line);
    }
    const html = String(mail.parsed.html);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Eve &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
  });

  it('refuses a line break in the name: it could forge lines in the e-mail; nothing is stored or sent', async () => {
    const response = await t.http
      .post('/api/quotes')
      .send(validQuote({ name: 'Mallory\r\nBcc: victim@example.com' }))
      .expect(400);
    expect(response.body.fieldErrors.name.code).toBe('invalidCharacters');
    expect(await query('select id from lead where name like $1', ['Mallory%'])).toEqual([]);
    // The subject is still built from one line whatever a stored name holds (see toHeaderText).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toEqual([]);
  });

  it('stores and e-mails a contact message', async () => {
    const response = await t.http
      .post('/api/contact')
      .send(validContact({ pagePath: '/contact', language: 'en' }))
      .expect(201);
    const [row] = await query('select * from lead where id = $1', [response.body.id]);
    expect(row).toMatchObject({
      kind: 'contact',
      status: 'new',
      name: 'Erik Lindqvist',
      first_name: 'Erik',
      last_name: 'Lindqvist',
      service_needed: 'maintenance-service',
      message: 'Please service our two split units before summer.',
      page_path: '/contact',
    });
    const [mail] = await smtp.waitFor(1, 20_000, { to: STAFF_EMAIL });
    expect(mail.parsed.subject).toBe('New contact message: Maintenance service - Erik Lindqvist');
    expect(mail.parsed.replyTo?.value[0].address).toBe('erik@example.com');
    for (const line of [
      'First name: Erik',
      'Last name: Lindqvist',
      'Phone: +46 70 123 45 67',
      'Service needed: Maintenance service',
      'Message: Please service our two split units before summer.',
      'Page: /contact',
    ]) {
      expect(mail.parsed.text).toContain(line);
    }
  });

  it('keeps a lead whose honeypot is filled, flagged as spam, and mails nobody', async () => {
    const response = await t.http
      .post('/api/contact')
      .send(validContact({ website: 'http://spam.example' }))
      .expect(201);
    const [row] = await query('select is_spam from lead where id = $1', [response.body.id]);
    expect(row.is_spam).toBe(true);
    const [outbox] = await query<{ count: string }>('select count(*)::text as count from mail_outbox');
    expect(outbox.count).toBe('0');
    await t.http.post('/api/contact').send(validContact()).expect(201);
    await smtp.waitFor(2);
    await waitUntilOutboxEmpty();
    // The person's lead: one e-mail to staff and one confirmation to them; nothing for the bot's.
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual(expect.arrayContaining([[STAFF_EMAIL], ['erik@example.com']]));
    expect(smtp.received).toHaveLength(2);
    for (const mail of smtp.received) expect(mail.parsed.text).not.toContain('spam.example');
  });
});

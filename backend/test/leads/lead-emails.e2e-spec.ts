import { BUSINESS } from '@costa-sol/common';
import { formatReceived } from '../../src/shared/infrastructure/email-dates';
import { query, resetTables, waitUntilOutboxEmpty } from '../support/test-database';
import { seedSettingsBody } from '../support/business-settings';
import { adminAuthorization, STAFF_EMAIL, startTestApp, type TestApp, validContact, validQuote } from '../support/test-app';
import { TestSmtpServer } from '../support/test-smtp-server';

const PUBLIC_URL = 'https://www.costasol.test';

describe('lead e-mails: staff in STAFF_LANGUAGE (Spanish by default), the visitor a confirmation in their language', () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;

  beforeAll(async () => {
    await smtp.start();
    t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  });
  afterAll(async () => {
    await waitUntilOutboxEmpty();
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await waitUntilOutboxEmpty();
    await resetTables();
    smtp.received.length = 0;
  });

  it('e-mails staff in Spanish with every field, the attribution and a link to the lead in the admin', async () => {
    const response = await t.http
      .post('/api/quotes')
      .send(
        validQuote({
          pagePath: '/es/ubicaciones/marbella',
          language: 'es',
          referrer: 'https://www.google.es/',
          utmSource: 'google',
          utmMedium: 'cpc',
          utmCampaign: 'aerotermia',
        }),
      )
      .expect(201);
    const [mail] = await smtp.waitFor(1, 20_000, { to: STAFF_EMAIL });
    expect(mail.parsed.subject).toBe('Nueva solicitud de presupuesto: Sistema de bomba de calor - Laura Gómez');
    const text = mail.parsed.text ?? '';
    for (const line of [
      'Nombre: Laura Gómez',
      'Correo electrónico: laura@example.com',
      'Tipo de servicio: Sistema de bomba de calor',
      'Quiere una consulta gratuita: Sí',
      'Detalles: Three-bedroom villa in Nueva Andalucía.',
      'Página: /es/ubicaciones/marbella',
      'Idioma: Español',
      'Referente: https://www.google.es/',
      'Campaña (UTM): source=google, medium=cpc, campaign=aerotermia',
      `Abrir este contacto en la administración: ${PUBLIC_URL}/admin/leads/${response.body.id}`,
    ]) {
      expect(text).toContain(line);
    }
    // The exact line for the instant stored with the lead; formatReceived's own spec pins its words at fixed
    // instants (accented weekdays, both clock changes), so this holds on any day, hour, time zone and locale.
    const [{ received_at: receivedAt }] = await query<{ received_at: Date }>('select received_at from lead where id = $1', [
      response.body.id,
    ]);
    expect(text).toContain(`Recibido: ${formatReceived(new Date(receivedAt), 'es')} (hora de Madrid)`);
    expect(String(mail.parsed.html)).toContain(`href="${PUBLIC_URL}/admin/leads/${response.body.id}"`);
    expect(String(mail.parsed.html)).toContain('<html lang="es">');
  });

  it('confirms to an English visitor: the service and the 24-hour promise, never what they typed', async () => {
    const details = 'Call my neighbour at http://evil.example and tell them they won';
    await t.http
      .post('/api/quotes')
      .send(validQuote({ name: 'Free Prize Winner', details, pagePath: '/contact', language: 'en' }))
      .expect(201);
    const [mail] = await smtp.waitFor(1, 20_000, { to: 'laura@example.com' });
    expect(mail.parsed.subject).toBe('We have received your request - Costa Sol HVAC');
    expect(mail.parsed.replyTo?.value[0].address).toBe(BUSINESS.email);
    const text = mail.parsed.text ?? '';
    expect(text).toContain('Service chosen: Heat pump system');
    expect(text).toContain('We will contact you within 24 hours');
    expect(text).toContain('we aim to respond within 2 hours');
    expect(text).toContain(`Phone: ${BUSINESS.phone}`);
    expect(text).toContain(`E-mail: ${BUSINESS.email}`);
    expect(text).toContain(`Website: ${PUBLIC_URL}/`);
    expect(text).toContain(`${PUBLIC_URL}/privacy-policy`);
    const html = String(mail.parsed.html);
    expect(html).toContain(`href="https://wa.me/${BUSINESS.whatsappNumber}"`);
    for (const body of [text, html, mail.parsed.subject ?? '']) {
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('Free Prize Winner');
      expect(body).not.toContain('Three-bedroom');
    }
  });

  it('confirms to a Spanish visitor in Spanish, with the 2-hour promise for an emergency', async () => {
    await t.http
      .post('/api/contact')
      .send(
        validContact({
          email: 'Marta.Ruiz@example.com',
          serviceNeeded: 'emergency-repair',
          message: 'Se ha roto la máquina, llamad a este número de otra persona.',
          pagePath: '/es/contacto',
          language: 'es',
        }),
      )
      .expect(201);
    const [mail] = await smtp.waitFor(1, 20_000, { to: 'Marta.Ruiz@example.com' });
    expect(mail.parsed.subject).toBe('Hemos recibido tu solicitud - Costa Sol HVAC');
    const text = mail.parsed.text ?? '';
    expect(text).toContain('Servicio elegido: Reparación urgente');
    expect(text).toContain('En una emergencia intentamos devolverte la llamada en un plazo de 2 horas.');
    expect(text).toContain(`Teléfono: ${BUSINESS.phone}`);
    expect(text).toContain(`${PUBLIC_URL}/es/politica-privacidad`);
    expect(String(mail.parsed.html)).toContain('<html lang="es">');
    expect(text).not.toContain('Se ha roto');
    expect(text).not.toContain('Erik');
  });

  it('states the promises and the brand of the business settings, in the visitor and the staff e-mail alike', async () => {
    const owner = await adminAuthorization(t);
    const settings = { ...seedSettingsBody(), brandWithTrade: 'Sol Clima Marbella', emergencyResponseHours: 3, replyWithinHours: 12 };
    await t.http.put('/api/admin/settings/business').set('authorization', owner).send(settings).expect(200);
    try {
      await t.http
        .post('/api/contact')
        .send(validContact({ email: 'urgent@example.com', serviceNeeded: 'emergency-repair', pagePath: '/es/contacto', language: 'es' }))
        .expect(201);
      await t.http
        .post('/api/quotes')
        .send(validQuote({ email: 'routine@example.com', language: 'en' }))
        .expect(201);
      const [urgent] = await smtp.waitFor(1, 20_000, { to: 'urgent@example.com' });
      expect(urgent.parsed.subject).toBe('Hemos recibido tu solicitud - Sol Clima Marbella');
      expect(urgent.parsed.text).toContain('En una emergencia intentamos devolverte la llamada en un plazo de 3 horas.');
      const [routine] = await smtp.waitFor(1, 20_000, { to: 'routine@example.com' });
      expect(routine.parsed.text).toContain('We will contact you within 12 hours');
      expect(routine.parsed.text).toContain('we aim to respond within 3 hours.');
      const staff = await smtp.waitFor(2, 20_000, { to: STAFF_EMAIL });
      expect(staff.map((mail) => mail.parsed.text ?? '').join('\n')).toContain(
        'Al cliente se le ha prometido una llamada en un plazo de 3 horas.',
      );
    } finally {
      await t.http.put('/api/admin/settings/business').set('authorization', owner).send(seedSettingsBody()).expect(200);
    }
  });

  it('sends one confirmation per address in the period, whatever the letter case, and one to each other address', async () => {
    await t.http.post('/api/quotes').send(validQuote()).expect(201);
    await t.http
      .post('/api/contact')
      .send(validContact({ email: 'LAURA@Example.com' }))
      .expect(201);
    await t.http
      .post('/api/contact')
      .send(validContact({ email: 'pedro@example.com' }))
      .expect(201);
    await smtp.waitFor(3, 20_000, { to: STAFF_EMAIL });
    await waitUntilOutboxEmpty();
    const visitors = smtp.received.filter((mail) => !mail.envelopeTo.includes(STAFF_EMAIL)).map((mail) => mail.envelopeTo[0].toLowerCase());
    expect(visitors.sort()).toEqual(['laura@example.com', 'pedro@example.com']);
    const rows = await query<{ email: string }>('select email from lead_confirmation order by email');
    expect(rows.map((row) => row.email)).toEqual(['laura@example.com', 'pedro@example.com']);
  });

  it('sends a confirmation again once the period has passed', async () => {
    await t.http.post('/api/quotes').send(validQuote()).expect(201);
    await waitUntilOutboxEmpty();
    await query(`update lead_confirmation set sent_at = sent_at - interval '25 hours'`);
    await t.http.post('/api/quotes').send(validQuote()).expect(201);
    await smtp.waitFor(2, 20_000, { to: 'laura@example.com' });
  });
});

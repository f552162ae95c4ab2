import { resetTables, waitUntilOutboxEmpty } from '../support/test-database';
import { STAFF_EMAIL, startTestApp, type TestApp, validContact, validQuote } from '../support/test-app';
import { TestSmtpServer } from '../support/test-smtp-server';

const EMERGENCY_EMAIL = 'urgent@costasol.test';

describe('emergency leads: to the emergency address, urgent first, a tap-to-call link at the top, the promise in hours', () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;

  beforeAll(async () => {
    await smtp.start();
    t = await startTestApp({ SMTP_URL: smtp.url, EMERGENCY_EMAIL });
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

  it('sends an emergency repair message to the emergency address, in the staff language, with the call link first', async () => {
    await t.http
      .post('/api/contact')
      .send(validContact({ serviceNeeded: 'emergency-repair', phone: '+34 611 22 33 44' }))
      .expect(201);
    const [mail] = await smtp.waitFor(1, 20_000, { to: EMERGENCY_EMAIL });
    expect(mail.parsed.subject).toBe('URGENTE – Nuevo mensaje de contacto: Reparación urgente - Erik Lindqvist');
    const text = mail.parsed.text ?? '';
    const call = text.indexOf('Llamar ahora: +34 611 22 33 44');
    expect(call).toBeGreaterThanOrEqual(0);
    expect(call).toBeLessThan(text.indexOf('Nombre:'));
    expect(text).toContain('Al cliente se le ha prometido una llamada en un plazo de 2 horas.');
    expect(String(mail.parsed.html)).toContain('href="tel:+34611223344"');
    expect(smtp.to(STAFF_EMAIL)).toEqual([]);
  });

  it('treats a quote for a system repair as an emergency too, and a routine quote as routine', async () => {
    await t.http
      .post('/api/quotes')
      .send(validQuote({ serviceType: 'system-repair' }))
      .expect(201);
    const [urgent] = await smtp.waitFor(1, 20_000, { to: EMERGENCY_EMAIL });
    expect(urgent.parsed.subject).toMatch(/^URGENTE – Nueva solicitud de presupuesto: /);
    const visitor = await smtp.waitFor(1, 20_000, { to: 'laura@example.com' });
    expect(visitor[0].parsed.text).toContain('2 hours');

    await t.http
      .post('/api/quotes')
      .send(validQuote({ email: 'routine@example.com' }))
      .expect(201);
    const [routine] = await smtp.waitFor(1, 20_000, { to: STAFF_EMAIL });
    expect(routine.parsed.subject).toMatch(/^Nueva solicitud de presupuesto: /);
    expect(routine.parsed.text).not.toContain('Llamar ahora');
  });
});

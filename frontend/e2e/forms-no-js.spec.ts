import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { axeViolations, hydrated, query, watchConsole } from './support';

/*
 * A visitor whose script never runs (old phone, blocked script, flaky network): both forms are plain HTML forms
 * that the server takes as form posts (docs/product.md, "Forms without JavaScript").
 */
test.use({ javaScriptEnabled: false });

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The staff e-mail of a lead: its outbox row is sent, and the .eml file the server wrote (no SMTP_URL) names the lead. */
async function expectStaffMail(text: string): Promise<void> {
  let sent: { id: string; to_address: string } | undefined;
  await expect(async () => {
    [sent] = await query<{ id: string; to_address: string }>(
      `select id, to_address from mail_outbox where text_body like $1 and to_address = 'staff@example.com' and sent_at is not null`,
      [`%${text}%`],
    );
    expect(sent).toBeDefined();
  }).toPass({ timeout: 15_000 });
  const file = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const eml = existsSync(file) ? readdirSync(file).find((name) => name.endsWith(`-${sent!.id}.eml`)) : undefined;
  expect(eml, `no .eml file for ${sent!.id} in ${file}`).toBeDefined();
  expect(readFileSync(join(file, eml!), 'utf8')).toContain('To: staff@example.com');
}

const cases = [
  {
    language: 'en',
    home: '/',
    contact: '/contact',
    quoteButton: 'Get My Free Quote',
    contactButton: 'Send Message',
    quoteThanks: '/thank-you/quote',
    // The contact test sends an emergency repair: its own thank-you page, with the 2-hour callback.
    contactThanks: '/thank-you/message/urgent',
    thanks: 'Thank you!',
    quotePromise: 'We have received your quote request. We will contact you within 24 hours with your custom quote.',
    contactPromise: 'We have received your emergency request. We will call you back within 2 hours.',
  },
  {
    language: 'es',
    home: '/es',
    contact: '/es/contacto',
    quoteButton: 'Solicitar presupuesto gratis',
    contactButton: 'Enviar mensaje',
    quoteThanks: '/es/gracias/presupuesto',
    contactThanks: '/es/gracias/mensaje/urgente',
    thanks: '¡Gracias!',
    quotePromise: 'Hemos recibido tu solicitud de presupuesto. Te contactaremos en un plazo de 24 horas con tu presupuesto personalizado.',
    contactPromise: 'Hemos recibido tu solicitud urgente. Te llamaremos en un plazo de 2 horas.',
  },
] as const;

test.describe('the lead forms without JavaScript', () => {
  test('the server HTML has POST forms whose submit buttons are enabled', async ({ page }) => {
    for (const [path, button] of [
      ['/', 'Get My Free Quote'],
      ['/contact', 'Send Message'],
      ['/es/herramientas/calculadora-hvac', 'Solicitar presupuesto gratis'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: button })).toBeEnabled();
      await expect(page.locator('form[method="post"]')).toHaveCount(1);
    }
  });

  for (const c of cases) {
    test(`a quote sent from ${c.home} is stored, mailed and thanked for in its language`, async ({ page }) => {
      const name = `No Script Quote ${unique()}`;
      await page.goto(`${c.home}?utm_source=nojs`);
      await page.locator('#quote-name').fill(name);
      await page.locator('#quote-email').fill('noscript@example.com');
      await page.locator('#quote-phone').fill('+34 600 111 222');
      await page.locator('#quote-serviceType').selectOption('heat-pump-system');
      await page.locator('#quote-homeSize').selectOption('1000-1500');
      await page.locator('#quote-wantsConsultation').check();
      await page.getByRole('button', { name: c.quoteButton }).click();
      await expect(page).toHaveURL(c.quoteThanks);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.thanks);
      await expect(page.getByText(c.quotePromise)).toBeVisible();
      const [lead] = await query<Record<string, unknown>>('select * from lead where name = $1', [name]);
      expect(lead).toMatchObject({
        kind: 'quote',
        service_type: 'heat-pump-system',
        home_size: '1000-1500',
        preferred_brand: null,
        wants_consultation: true,
        page_path: c.home,
        language: c.language,
        utm_source: 'nojs',
      });
      await expectStaffMail(name);
    });

    test(`a contact message sent from ${c.contact} is stored, mailed and thanked for in its language`, async ({ page }) => {
      const lastName = `No Script ${unique()}`;
      await page.goto(c.contact);
      await page.locator('#contact-firstName').fill('Ana');
      await page.locator('#contact-lastName').fill(lastName);
      await page.locator('#contact-email').fill('ana.noscript@example.com');
      await page.locator('#contact-phone').fill('600 222 333 44');
      await page.locator('#contact-serviceNeeded').selectOption('emergency-repair');
      await page.locator('#contact-message').fill('The outdoor unit stopped this morning.');
      await page.getByRole('button', { name: c.contactButton }).click();
      await expect(page).toHaveURL(c.contactThanks);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.thanks);
      await expect(page.getByText(c.contactPromise)).toBeVisible();
      const [lead] = await query<Record<string, unknown>>('select * from lead where last_name = $1', [lastName]);
      expect(lead).toMatchObject({
        kind: 'contact',
        first_name: 'Ana',
        service_needed: 'emergency-repair',
        page_path: c.contact,
        language: c.language,
      });
      await expectStaffMail(lastName);
    });
  }

  test('an invalid contact message comes back with the messages at the fields and every value kept', async ({ page }) => {
    await page.goto('/contact');
    await page.locator('#contact-firstName').fill('A');
    await page.locator('#contact-lastName').fill('Kept Lastname');
    await page.locator('#contact-email').fill('ana@example');
    await page.locator('#contact-phone').fill('600 222 333 44');
    await page.locator('#contact-message').fill('Short');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(400);
    await expect(page).toHaveURL('/contact');
    const messages = {
      firstName: 'First name must be at least 2 characters',
      email: 'Please enter a valid email address',
      serviceNeeded: 'Please select a service',
      message: 'Message must be at least 10 characters',
    };
    for (const [field, message] of Object.entries(messages)) {
      const input = page.locator(`#contact-${field}`);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(message);
      await expect(page.getByRole('alert').getByRole('link', { name: message })).toHaveAttribute('href', `#contact-${field}`);
    }
    await expect(page.locator('#contact-lastName')).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('#contact-firstName')).toHaveValue('A');
    await expect(page.locator('#contact-lastName')).toHaveValue('Kept Lastname');
    await expect(page.locator('#contact-email')).toHaveValue('ana@example');
    await expect(page.locator('#contact-phone')).toHaveValue('600 222 333 44');
    await expect(page.locator('#contact-message')).toHaveValue('Short');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(await query('select id from lead where last_name = $1', ['Kept Lastname'])).toEqual([]);

    // Corrected, the same form goes through.
    await page.locator('#contact-firstName').fill('Ana');
    await page.locator('#contact-email').fill('ana@example.com');
    await page.locator('#contact-serviceNeeded').selectOption('maintenance-service');
    await page.locator('#contact-message').fill('Annual service of the heat pump, please.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/thank-you/message');
    expect(await query('select id from lead where last_name = $1', ['Kept Lastname'])).toHaveLength(1);
  });

  test('an invalid Spanish quote comes back with the Spanish messages', async ({ page }) => {
    await page.goto('/es');
    await page.locator('#quote-name').fill('Lu');
    await page.locator('#quote-phone').fill('600');
    await page.getByRole('button', { name: 'Solicitar presupuesto gratis' }).click();
    await expect(page).toHaveURL('/es');
    await expect(page.locator('#quote-email')).toHaveAccessibleDescription('Introduce un correo electrónico válido');
    await expect(page.locator('#quote-phone')).toHaveAccessibleDescription('Introduce un número de teléfono válido');
    await expect(page.locator('#quote-serviceType')).toHaveAccessibleDescription('Selecciona un tipo de servicio');
    await expect(page.locator('#quote-name')).toHaveValue('Lu');
    await expect(page.locator('#quote-phone')).toHaveValue('600');
    await expect(page.getByRole('alert').getByRole('heading')).toHaveText('Aún no se ha enviado nada: revisa el formulario');
  });

  test('the thank-you pages are not indexed and offer a way back', async ({ page }) => {
    for (const c of cases) {
      for (const path of [c.quoteThanks, c.contactThanks]) {
        await page.goto(path);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
        // The language switch leads to the same thanks in the other language.
        const other = c.language === 'en' ? cases[1] : cases[0];
        const counterpart = path === c.quoteThanks ? other.quoteThanks : other.contactThanks;
        await expect(page.locator(`a[data-language="${other.language}"]`).first()).toHaveAttribute('href', counterpart);
        await expect(
          page.getByRole('link', { name: c.language === 'en' ? 'Go to the home page' : 'Ir a la página de inicio' }),
        ).toHaveAttribute('href', c.home);
      }
    }
  });
});

// axe runs as a script in the page: here the browser runs scripts, but every script of the site is blocked.
test.describe("without the site's scripts, checked by axe", () => {
  test.use({ javaScriptEnabled: true });
  test.beforeEach(async ({ page }) => {
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  });

  test('the re-rendered form has no WCAG 2.1 AA violation', async ({ page }) => {
    await page.goto('/es/contacto');
    await page.locator('#contact-firstName').fill('A');
    await page.locator('#contact-email').fill('ana@example');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.locator('#contact-firstName')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-hydrated]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the thank-you pages have no WCAG 2.1 AA violation', async ({ page }) => {
    for (const path of ['/thank-you/quote', '/es/gracias/mensaje']) {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

// The same answer where scripts do run: the island hydrates the page the server sent back and takes over.
test.describe('a form posted before its island hydrated', () => {
  test.use({ javaScriptEnabled: true });

  test('comes back with its errors, hydrates without a mismatch, and is then sent by the island', async ({ page }) => {
    const problems = watchConsole(page);
    const lastName = `Hydrated ${unique()}`;
    await page.goto('/contact');
    await page.locator('#contact-lastName').fill(lastName);
    // A native submit, as a click does before the island's code has arrived.
    await page.locator('form[method="post"]').evaluate((form: HTMLFormElement) => form.submit());
    await expect(page.locator('#contact-firstName')).toHaveAttribute('aria-invalid', 'true');
    await hydrated(page);
    await expect(page.locator('#contact-lastName')).toHaveValue(lastName);
    await expect(page.locator('#contact-message')).toHaveAccessibleDescription('Message must be at least 10 characters');
    await page.locator('#contact-firstName').fill('Ana');
    await page.locator('#contact-email').fill('ana.hydrated@example.com');
    await page.locator('#contact-phone').fill('600 222 333 44');
    await page.locator('#contact-serviceNeeded').selectOption('free-consultation');
    await page.locator('#contact-message').fill('Please call me about a heat pump.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Send Another Message' })).toBeVisible();
    await expect(page).toHaveURL('/contact');
    expect(await query('select id from lead where last_name = $1', [lastName])).toHaveLength(1);
    // The browser logs the 400 answer itself; nothing else (no hydration mismatch, no error).
    expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });
});

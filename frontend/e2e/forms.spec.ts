import { expect, test } from '@playwright/test';
import { hydrated, query } from './support';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test.describe('quote and contact forms', () => {
  test('a quote sent from the home page is stored and thanked for', async ({ page }) => {
    const name = `Playwright Quote ${unique()}`;
    await page.goto('/?utm_source=e2e&utm_campaign=forms');
    await hydrated(page);
    await page.locator('#quote-name').fill(name);
    await page.locator('#quote-email').fill('quote@example.com');
    await page.locator('#quote-phone').fill('+34 600 111 222');
    await page.locator('#quote-serviceType').selectOption('heat-pump-system');
    await page.locator('#quote-preferredBrand').selectOption('daikin');
    await page.locator('#quote-details').fill('Two-bedroom apartment in Marbella.');
    await page.locator('#quote-wantsConsultation').check();
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByText('Quote Request Submitted')).toBeVisible();
    await expect(page.getByText("We'll contact you within 24 hours with your custom quote.")).toBeVisible();
    await expect(page.getByRole('link', { name: /Leave a Google Review/ })).toBeVisible();
    const [row] = await query<Record<string, unknown>>('select * from lead where name = $1', [name]);
    expect(row).toMatchObject({
      kind: 'quote',
      email: 'quote@example.com',
      service_type: 'heat-pump-system',
      preferred_brand: 'daikin',
      wants_consultation: true,
      page_path: '/',
      language: 'en',
      utm_source: 'e2e',
      utm_campaign: 'forms',
    });
    // The island sent an Idempotency-Key with it, recorded with the lead.
    const keys = await query<{ key: string }>('select key from lead_idempotency where lead_id = $1', [row.id]);
    expect(keys.map(({ key }) => key)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    await page.getByRole('button', { name: 'Submit Another Quote' }).click();
    await expect(page.locator('#quote-name')).toHaveValue('');
  });

  test('a contact message sent from the Spanish contact page is stored and thanked for', async ({ page }) => {
    const lastName = `Playwright ${unique()}`;
    await page.goto('/es/contacto');
    await hydrated(page);
    await page.locator('#contact-firstName').fill('Lucía');
    await page.locator('#contact-lastName').fill(lastName);
    await page.locator('#contact-email').fill('lucia@example.com');
    await page.locator('#contact-phone').fill('600 222 333 44');
    await page.locator('#contact-serviceNeeded').selectOption('maintenance-service');
    await page.locator('#contact-message').fill('Quiero una revisión anual de la aerotermia.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('button', { name: 'Enviar otro mensaje' })).toBeVisible();
    const [row] = await query<Record<string, unknown>>('select * from lead where last_name = $1', [lastName]);
    expect(row).toMatchObject({
      kind: 'contact',
      first_name: 'Lucía',
      service_needed: 'maintenance-service',
      language: 'es',
      page_path: '/es/contacto',
    });
  });

  test('every quote validation message appears at its field, in each language', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select a service type',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.locator('#quote-name').fill('Al');
    await expect(page.getByText('Name must be at least 2 characters')).toHaveCount(0);
    await page.goto('/es');
    await hydrated(page);
    await page.getByRole('button', { name: 'Solicitar presupuesto gratis' }).click();
    await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  });

  test('every contact validation message appears at its field', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await page.locator('#contact-email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select a service',
      'Message must be at least 10 characters',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
  });

  test('an API failure shows the error toast and keeps what was typed', async ({ page }) => {
    await page.route('**/api/quotes', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"down"}' }),
    );
    await page.goto('/');
    await hydrated(page);
    await page.locator('#quote-name').fill('Failing Visitor');
    await page.locator('#quote-email').fill('fail@example.com');
    await page.locator('#quote-phone').fill('+34 600 999 888');
    await page.locator('#quote-serviceType').selectOption('system-repair');
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page.getByText('Failed to submit quote request. Please try again.')).toBeVisible();
    await expect(page.getByRole('alert').getByText('Error')).toBeVisible();
    await expect(page.locator('#quote-name')).toHaveValue('Failing Visitor');
  });

  test('a toast goes when swiped right past 50 px, by mouse or finger, and stays after a shorter swipe', async ({ page }) => {
    await page.route('**/api/quotes', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"down"}' }),
    );
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await page.locator('#quote-name').fill('Swiping Visitor');
    await page.locator('#quote-email').fill('swipe@example.com');
    await page.locator('#quote-phone').fill('+34 600 999 777');
    await page.locator('#quote-serviceType').selectOption('system-repair');
    const submit = page.getByRole('button', { name: 'Get My Free Quote' });
    const toast = page.getByRole('alert').filter({ hasText: 'Failed to submit quote request' });

    await submit.click();
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, y, { steps: 4 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, y, { steps: 4 });
    await page.mouse.up();
    await expect(toast).toBeHidden();

    await submit.click();
    await expect(toast).toBeVisible();
    const touch = await page.context().newCDPSession(page);
    const point = (x: number) => [{ x, y, id: 1 }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(box.x + 20) });
    for (const x of [40, 60, 80]) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(box.x + x) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(toast).toBeHidden();
  });
});

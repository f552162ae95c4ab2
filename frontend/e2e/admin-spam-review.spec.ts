import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, unique } from './admin-support';
import { query } from './support';

const caughtQuote = (name: string) => ({
  name,
  email: `caught-${unique()}@example.com`,
  phone: '+34 600 111 222',
  serviceType: 'heat-pump-system',
  wantsConsultation: 'false',
  details: 'A real person whose browser filled the hidden field.',
  language: 'en',
  website: 'autofill',
});

test.describe('admin: the spam trap reviewed', () => {
  test('a caught request is listed apart; "Not spam" moves it into the inbox', async ({ page }) => {
    const name = `Caught Person ${unique()}`;
    expect((await page.request.post('/api/quotes', { data: caughtQuote(name) })).status()).toBe(201);

    await signIn(page, '/admin/leads');
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    await page.getByRole('link', { name: 'Spam trap' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spam trap' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('A real person whose browser filled the hidden field.');
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: `Not spam: ${name}` }).click();
    const question = page.getByRole('dialog', { name: 'Move this request to the inbox?' });
    await expect(question).toContainText(name);
    await question.getByRole('button', { name: 'Not spam' }).click();
    await expect(page.getByText('Moved to the inbox', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    const [lead] = await query<{ is_spam: boolean }>('select is_spam from lead where name = $1', [name]);
    expect(lead.is_spam).toBe(false);

    await page.goto('/admin/leads');
    await expect(page.getByRole('link', { name })).toBeVisible();
  });

  test('in Spanish', async ({ page }) => {
    const name = `Atrapado ${unique()}`;
    expect((await page.request.post('/api/quotes', { data: { ...caughtQuote(name), language: 'es' } })).status()).toBe(201);
    await signIn(page, '/admin/leads/spam');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trampa antispam' })).toBeVisible();
    await page.getByRole('button', { name: `No es spam: ${name}` }).click();
    await expect(page.getByRole('dialog', { name: '¿Pasar esta solicitud a los contactos?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

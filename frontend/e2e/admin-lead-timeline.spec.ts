import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, helperOf, signIn, unique } from './admin-support';
import { hydrated } from './support';

async function sendQuote(page: Page, name: string, phone: string): Promise<string> {
  const sent = await page.request.post('/api/quotes', {
    data: { name, email: `${unique()}@example.com`, phone, serviceType: 'heat-pump-system', wantsConsultation: 'false' },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { id: string }).id;
}

test.describe('admin: a lead worked through its timeline', () => {
  test('found by a fragment of its phone; two notes both kept with their author; quoted asks for the amount, lost for a reason', async ({
    page,
  }) => {
    const tag = unique();
    const digits = String(Date.now()).slice(-6);
    const name = `Timeline ${tag}`;
    await sendQuote(page, name, `+34 6${digits.slice(0, 2)} ${digits.slice(2)} 11`);

    await signIn(page, '/admin/leads');
    await page.locator('#lead-search').fill(`6${digits.slice(0, 2)} ${digits.slice(2, 5)}`);
    await page.locator('#lead-search').press('Enter');
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote request: ${name}`);
    await hydrated(page);

    const timeline = page.getByRole('list', { name: 'Timeline of this lead' });
    for (const note of ['Called, no answer.', 'Called again: survey on Friday.']) {
      await page.locator('#lead-new-note').fill(note);
      await page.getByRole('button', { name: 'Add note' }).click();
      await expect(timeline.getByText(note)).toBeVisible();
      await expect(page.locator('#lead-new-note')).toHaveValue('');
    }
    const notes = timeline.getByRole('listitem').filter({ hasText: 'Note ·' });
    await expect(notes).toHaveCount(2);
    // Newest first, each with its author (the signed-in admin), neither overwritten.
    await expect(notes.nth(0)).toContainText('Called again: survey on Friday.');
    await expect(notes.nth(1)).toContainText('Called, no answer.');
    const author = (await notes.nth(0).locator('p').first().innerText()).split(' · ').at(-1) ?? '';
    expect(author).not.toBe('System');
    await expect(notes.nth(1)).toContainText(author);

    await page.locator('#lead-status').selectOption('quoted');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(helperOf(page, 'lead-amount')).toHaveText('Required');
    await expectNoAxeViolations(page);
    await page.locator('#lead-amount').fill('4500');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(timeline.getByText('New → Quoted · €4,500.00')).toBeVisible();

    await page.locator('#lead-status').selectOption('lost');
    await page.locator('#lead-lostReason').selectOption('chose-competitor');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(timeline.getByText('Quoted → Lost · Chose a competitor')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('in Spanish', async ({ page }) => {
    const name = `Historial ${unique()}`;
    const id = await sendQuote(page, name, '+34 600 111 222');
    await signIn(page, `/admin/leads/${id}`);
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Historial', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Añadir nota' }).click();
    await expect(helperOf(page, 'lead-new-note')).toHaveText('Escribe primero la nota');
    await page.locator('#lead-status').selectOption('won');
    await expect(page.getByLabel(/Valor del trabajo/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

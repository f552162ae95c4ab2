import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, unique } from './admin-support';

// A person asks for their data and then for it to be deleted: the office finds them by e-mail, downloads the copy
// and erases them, with the keyboard only where a person would type.
test('the office downloads a copy of a person’s data and erases it', async ({ page, request }) => {
  const email = `Person.${unique()}@example.com`;
  const quote = await request.post('/api/quotes', {
    data: { name: 'Paula Privacy', email, phone: '+34 600 123 456', serviceType: 'heat-pump-system', wantsConsultation: 'false' },
  });
  expect(quote.status()).toBe(201);

  await signIn(page);
  await page.getByRole('link', { name: 'Personal data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();

  await page.getByLabel('E-mail address').fill('not an address');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByLabel('E-mail address').fill(email.toUpperCase());
  await page.getByLabel('E-mail address').press('Enter');
  const held = page.getByRole('region', { name: `Held about ${email.toUpperCase()}` });
  await expect(held.getByRole('definition').first()).toHaveText('1');
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await held.getByRole('button', { name: 'Download a copy (JSON)' }).click();
  const copy = JSON.parse(
    await (await (await download).createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')),
  ) as {
    leads: { name: string }[];
  };
  expect(copy.leads.map((lead) => lead.name)).toEqual(['Paula Privacy']);

  await held.getByRole('button', { name: 'Erase this person…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText(/1 leads, 0 visits and \d+ e-mails no longer name this person\./)).toBeVisible();
  await expect(page.getByText('Nothing is held about this address.')).toBeVisible();
});

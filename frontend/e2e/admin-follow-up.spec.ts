import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, helperOf, signIn, unique } from './admin-support';
import { hydrated } from './support';

test.describe('admin: follow-up dates', () => {
  test('set on the lead page, listed as overdue on the dashboard, cleared in Spanish; axe clean in both', async ({ page }) => {
    const name = `Follow-up ${unique()}`;
    const sent = await page.request.post('/api/quotes', {
      data: {
        name,
        email: `${unique()}@example.com`,
        phone: '+34 600 222 333',
        serviceType: 'heat-pump-system',
        wantsConsultation: 'false',
      },
    });
    expect(sent.status()).toBe(201);
    const id = ((await sent.json()) as { id: string }).id;

    await signIn(page, `/admin/leads/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote request: ${name}`);
    await hydrated(page);
    await expect(page.getByTestId('lead-follow-up-day')).toHaveText('No follow-up date');
    await page.getByRole('button', { name: 'Save follow-up date' }).click();
    await expect(helperOf(page, 'lead-follow-up')).toHaveText('Required');
    // A day long past: overdue whatever today is.
    await page.locator('#lead-follow-up').fill('2020-03-05');
    await page.getByRole('button', { name: 'Save follow-up date' }).click();
    const timeline = page.getByRole('list', { name: 'Timeline of this lead' });
    await expect(timeline.getByText(/^Follow-up set for .*2020$/)).toBeVisible();
    await expect(page.getByTestId('lead-follow-up-day')).toContainText('2020');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const overdue = page.getByRole('region', { name: /^Overdue/ });
    await expect(overdue.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Due today/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Español' }).click();
    const atrasados = page.getByRole('region', { name: /^Atrasados/ });
    await expect(atrasados.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Para hoy/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await atrasados.getByRole('link', { name }).click();
    await page.getByRole('button', { name: 'Quitar fecha de seguimiento' }).click();
    const historial = page.getByRole('list', { name: 'Historial de este contacto' });
    await expect(historial.getByText('Fecha de seguimiento quitada')).toBeVisible();
    await expect(page.getByTestId('lead-follow-up-day')).toHaveText('Sin fecha de seguimiento');
    await expectNoAxeViolations(page);
  });
});

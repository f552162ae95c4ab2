import { expect, type Page, test } from '@playwright/test';
import { query, watchConsole } from './support';

/*
 * The form islands hydrate at the first interaction with their server-rendered form, not when the page opens
 * (docs/architecture.md, "Rendering"): a form in view costs the page's first seconds no script. These tests hold the
 * island's code on its way, so the visitor's typing and sending happen before hydration, as on a slow phone.
 */

/** Holds every request for the island's chunk until the returned function is called. */
async function holdIslandCode(page: Page, island: string): Promise<{ requested: () => boolean; release: () => void }> {
  let requested = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${island}\\.island-[^/]+\\.js$`), async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { requested: () => requested, release };
}

test.describe('a form island hydrating at the first interaction', () => {
  test('loads no code before it, and keeps what was typed before hydration, then sends it', async ({ page }) => {
    const problems = watchConsole(page);
    const lastName = `Early ${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const code = await holdIslandCode(page, 'contact-form');
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const island = page.locator('[data-island="contact-form"]');
    expect(code.requested()).toBe(false);
    await expect(island).not.toHaveAttribute('data-hydrated', 'true');

    await page.locator('#contact-firstName').fill('Marta');
    await expect.poll(code.requested).toBe(true);
    await page.locator('#contact-lastName').fill(lastName);
    await page.locator('#contact-email').fill('marta@example.com');
    await page.locator('#contact-phone').fill('600 333 444 55');
    await page.locator('#contact-serviceNeeded').selectOption('maintenance-service');
    await page.locator('#contact-message').fill('Typed while the form was still plain HTML.');
    await expect(island).not.toHaveAttribute('data-hydrated', 'true');

    code.release();
    await expect(island).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('#contact-firstName')).toHaveValue('Marta');
    await expect(page.locator('#contact-lastName')).toHaveValue(lastName);
    await expect(page.locator('#contact-serviceNeeded')).toHaveValue('maintenance-service');
    await expect(page.locator('#contact-message')).toHaveValue('Typed while the form was still plain HTML.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Send Another Message' })).toBeVisible();
    const [row] = await query<Record<string, unknown>>('select * from lead where last_name = $1', [lastName]);
    expect(row).toMatchObject({ kind: 'contact', first_name: 'Marta', email: 'marta@example.com', service_needed: 'maintenance-service' });
    expect(problems).toEqual([]);
  });

  test('holds a submit made before hydration and lets the hydrated island handle it (calculator)', async ({ page }) => {
    const problems = watchConsole(page);
    const code = await holdIslandCode(page, 'hvac-calculator');
    await page.goto('/tools/hvac-calculator');
    await page.waitForLoadState('networkidle');
    expect(code.requested()).toBe(false);

    await page.getByLabel('Floor area of the room').fill('20');
    await page.getByRole('radio', { name: /Very sunny/ }).check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('[data-island="hvac-calculator"]')).not.toHaveAttribute('data-hydrated', 'true');

    code.release();
    // 100 × 20 × 1.10 = 2,200 fg/h = 2.56 kW: the area and the exposure chosen before hydration were kept.
    await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText('2.56 kW');
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
  });
});

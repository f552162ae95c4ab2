import { BOOKING_MESSAGES } from '@costa-sol/common';
import { expect, test } from '@playwright/test';
import { hydrated } from './support';

// Issue 41, item 5: the smaller misses a new visitor found, one test each (the stored language: navigation.spec.ts).

test('a town whose visits are arranged by phone says so once, on load and after choosing it again', async ({ page }) => {
  await page.goto('/es/reservar?kind=survey&town=algarrobo');
  await hydrated(page);
  await expect(page.getByText(BOOKING_MESSAGES.es.appointmentOnly)).toHaveCount(1);
  await page.getByLabel('Municipio').selectOption('marbella');
  await expect(page.locator('input[name="start"]').first()).toBeAttached();
  await page.getByLabel('Municipio').selectOption('algarrobo');
  await expect(page.getByText(BOOKING_MESSAGES.es.appointmentOnly)).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: BOOKING_MESSAGES.es.appointmentOnly })).toHaveCount(1);
});

test('a town typed with its accent is sent on to its page', async ({ page }) => {
  const response = await page.goto('/locations/málaga');
  expect(new URL(page.url()).pathname).toBe('/locations/malaga');
  expect(response?.status()).toBe(200);
  expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
  await page.goto('/es/ubicaciones/Benalmádena');
  expect(new URL(page.url()).pathname).toBe('/es/ubicaciones/benalmadena');
});

test('the English contact page states the radius in miles with its kilometres', async ({ page }) => {
  await page.goto('/contact');
  const text = await page.locator('main').innerText();
  expect(text).toContain('30 miles (48 km) around Marbella');
  expect(text).not.toMatch(/(?<!\()48 km around/);
});

test('testimonials shown again after their five minutes of freshness show their skeletons while they are read again', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  const section = page.locator('[data-fresh-content="testimonials"]');
  const before = await section.innerText();
  const loading = section.getByRole('status').filter({ hasText: 'Loading customer reviews…' });

  // Shown again from the back-forward cache before the five minutes: nothing is read again.
  await page.clock.fastForward('04:00');
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(loading).toHaveCount(0);

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/', async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.fastForward('01:01');
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(loading).toBeAttached();
  release();
  await expect(loading).toHaveCount(0);
  expect(await section.innerText()).toBe(before);
});

import { BOOKING_MESSAGES, VALIDATION_MESSAGES } from '@costa-sol/common';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './admin-support';
import { hydrated, query, watchConsole } from './support';
import { clearVisits, oneTechnicianAllDay } from './booking-support';

/**
 * The booking page (issue 25): the admin works every hour of every day with no notice needed, so free times exist
 * whatever the day and hour the suite runs. Booked with the keyboard alone in both languages, and without JavaScript.
 */
test.beforeAll(oneTechnicianAllDay);
// A browser far from Madrid: the times shown (server HTML and the hydrated island alike) are still Madrid's.
test.use({ timezoneId: 'Pacific/Auckland', locale: 'de-DE' });
test.afterAll(clearVisits);

/** Presses Tab until `target` has focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

const TEXT = {
  en: { path: '/book', times: /free times? shown/, name: 'Full name', book: 'Book this visit', booked: 'Your visit is booked' },
  es: {
    path: '/es/reservar',
    times: /horas? libres?/,
    name: 'Nombre y apellidos',
    book: 'Reservar esta visita',
    booked: 'Tu visita está reservada',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  test(`books a visit with the keyboard alone (${language})`, async ({ page }) => {
    const text = TEXT[language];
    const problems = watchConsole(page);
    await page.goto(text.path);
    await hydrated(page);
    await tabTo(page, page.locator('#visit-town'));
    await page.keyboard.type('Marbella');
    await expect(page.getByRole('status')).toHaveText(text.times);
    await expect(page).toHaveURL(/kind=survey&town=marbella/);
    await tabTo(page, page.locator('input[name="start"]').first());
    await page.keyboard.press('ArrowRight');
    const chosen = page.locator('input[name="start"]:checked');
    await expect(chosen).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(text.name)).toBeFocused();
    await page.keyboard.type('Erik Lindqvist');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`erik.${language}@example.com`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('+34 600 123 456');
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: text.book }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: text.booked })).toBeFocused();
    await expect(page.locator('.visit-summary')).toContainText('Marbella');
    await expectNoAxeViolations(page);
    const [visit] = await query<{ language: string }>('select language from visit where email = $1', [`erik.${language}@example.com`]);
    expect(visit?.language).toBe(language);
    expect(problems).toEqual([]);
  });
}

test('a time taken meanwhile reloads the times and says so (with JavaScript)', async ({ page, request }) => {
  await page.goto('/book?kind=survey&town=marbella');
  await hydrated(page);
  const first = page.locator('input[name="start"]').first();
  const start = await first.getAttribute('value');
  const taken = await request.post('/api/bookings', {
    data: { kind: 'survey', town: 'marbella', start, name: 'Someone Else', email: 'else.js@example.com', phone: '+34 600 000 222' },
  });
  expect(taken.status()).toBe(201);
  await first.check();
  await page.getByLabel('Full name').fill('Late Script');
  await page.getByLabel('Email').fill('late.js@example.com');
  await page.getByLabel('Phone').fill('+34 600 222 444');
  await page.getByRole('button', { name: 'Book this visit' }).click();
  await expect(page.locator('#visit-start-helper-text')).toHaveText(BOOKING_MESSAGES.en.slotTaken);
  await expect(page.locator(`input[name="start"][value="${start}"]`)).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(/free times? shown/);
  await expect(page.getByLabel('Full name')).toHaveValue('Late Script');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('picks a kind and a town, gets the free times and books one', async ({ page }) => {
    await page.goto('/book');
    await page.getByLabel('Kind of visit').selectOption('maintenance');
    await page.getByLabel('Town').selectOption('marbella');
    await page.getByRole('button', { name: 'Show free times' }).click();
    await expect(page).toHaveURL(/\/book\?kind=maintenance&town=marbella$/);
    await page.locator('input[name="start"]').first().check();
    await page.getByRole('button', { name: 'Book this visit' }).click();
    // Not sent: the page again, the messages at the fields, the time kept.
    await expect(page.locator('#visit-name-helper-text')).toHaveText(VALIDATION_MESSAGES.en.nameMin);
    await expect(page.locator('input[name="start"]').first()).toBeChecked();
    await page.getByLabel('Full name').fill('Nora Sin Script');
    await page.getByLabel('Email').fill('nora@example.com');
    await page.getByLabel('Phone').fill('+34 600 765 432');
    await page.getByRole('button', { name: 'Book this visit' }).click();
    await expect(page).toHaveURL(/\/book\?booked=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Your visit is booked' })).toBeVisible();
    await expect(page.locator('.visit-summary')).toContainText('Maintenance');
    await expect(page.locator('.visit-summary')).toContainText('Marbella');
    await expect(page.getByText('nora@example.com')).toHaveCount(0);
  });

  test('a time taken meanwhile is answered with the message and fresh times', async ({ page, request }) => {
    await page.goto('/book?kind=survey&town=marbella');
    const first = page.locator('input[name="start"]').first();
    const start = await first.getAttribute('value');
    const taken = await request.post('/api/bookings', {
      data: { kind: 'survey', town: 'marbella', start, name: 'Someone Else', email: 'else@example.com', phone: '+34 600 000 111' },
    });
    expect(taken.status()).toBe(201);
    await first.check();
    await page.getByLabel('Full name').fill('Late Visitor');
    await page.getByLabel('Email').fill('late@example.com');
    await page.getByLabel('Phone').fill('+34 600 222 333');
    await page.getByRole('button', { name: 'Book this visit' }).click();
    await expect(page.locator('#visit-start-helper-text')).toHaveText(BOOKING_MESSAGES.en.slotTaken);
    await expect(page.locator(`input[name="start"][value="${start}"]`)).toHaveCount(0);
    await expect(page.getByLabel('Full name')).toHaveValue('Late Visitor');
  });
});

test('a town whose visits are arranged by phone shows the message and the phone number', async ({ page }) => {
  await page.goto('/es/reservar?kind=survey&town=nerja');
  await expect(page.getByText(BOOKING_MESSAGES.es.appointmentOnly)).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').filter({ hasText: 'Llamar' })).toBeVisible();
  await expect(page.locator('input[name="start"]')).toHaveCount(0);
});

test("on a phone one day's times fit a screen or two, the days above them", async ({ page }) => {
  // The admin works all day every day: the most times a day can have.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/book?kind=survey&town=marbella');
  await hydrated(page);
  const days = page.locator('.slot-picker__days a');
  expect(await days.count()).toBeGreaterThan(1);
  const times = page.locator('input[name="start"]');
  const picker = page.locator('#visit-start');
  expect((await picker.boundingBox())?.height ?? Infinity).toBeLessThan(1500);
  // The second day is a whole day (the first may be nearly over); shown in place, without a reload.
  const first = await times.first().getAttribute('value');
  await days.nth(1).click();
  await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}/);
  await expect(times.first()).not.toHaveAttribute('value', first ?? '');
  await expect(page.getByRole('status')).toHaveText(/free times? shown/);
  expect(await times.count()).toBeGreaterThan(40);
  expect((await picker.boundingBox())?.height ?? Infinity).toBeLessThan(1500);
});

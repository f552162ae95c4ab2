import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';

import { query } from './support';
import { clearVisits, oneTechnicianAllDay } from './booking-support';

/**
 * The visitor's manage link from their e-mails (`?manage=`; issue 25), without JavaScript: the visit is moved to
 * another time with the keyboard alone, then cancelled, in both languages. The admin works every hour of every day with
 * no notice needed, so free times exist whatever the day and hour the suite runs.
 */
test.beforeAll(oneTechnicianAllDay);
test.afterAll(clearVisits);
// A browser far from Madrid, with no script: the page is server HTML and plain forms.
test.use({ javaScriptEnabled: false, timezoneId: 'Pacific/Auckland', locale: 'de-DE' });

/**
 * axe runs as a script in the page, which this suite's pages cannot: the page as it is now (a GET that changes nothing)
 * is opened in a browser that runs scripts but blocks every script of the site, and checked there.
 */
async function expectNoAxeViolations(browser: Browser, page: Page): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const checked = await context.newPage();
    await checked.route(/\.js(\?.*)?$/, (route) => route.abort());
    await checked.goto(page.url());
    const results = await new AxeBuilder({ page: checked }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Presses Tab until `target` has focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

const TEXT = {
  en: {
    path: '/book',
    move: 'Move my visit',
    moved: 'Your visit has been moved.',
    cancel: 'Cancel my visit',
    cancelled: 'This visit is cancelled.',
    invalid: 'This link is not valid or has expired. Call us to change your visit.',
  },
  es: {
    path: '/es/reservar',
    move: 'Cambiar mi visita',
    moved: 'Tu visita se ha cambiado de hora.',
    cancel: 'Anular mi visita',
    cancelled: 'Esta visita está anulada.',
    invalid: 'Este enlace no es válido o ha caducado. Llámanos para cambiar tu visita.',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  test(`moves the visit of a manage link with the keyboard, then cancels it (${language})`, async ({ browser, page, request }) => {
    // Four axe runs, each in a browser context of its own, on a machine shared with other runs.
    test.setTimeout(120_000);
    const text = TEXT[language];
    const email = `manage.${language}@example.com`;
    const slots = await request.get('/api/bookings/slots?kind=survey&town=marbella');
    const [{ start: first }] = ((await slots.json()) as { slots: { start: string }[] }).slots;
    const booked = await request.post('/api/bookings', {
      data: { kind: 'survey', town: 'marbella', start: first, name: 'Ines Manage', email, phone: '+34 600 123 456', language },
    });
    expect(booked.status()).toBe(201);
    const [mail] = await query<{ text_body: string }>('select text_body from mail_outbox where to_address = $1', [email]);
    const token = /[?&]manage=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    await page.goto(`${text.path}?manage=${token}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('.visit-summary')).toContainText('Marbella');
    await expectNoAxeViolations(browser, page);
    // Space checks the focused time: late in a Madrid evening the day shown may have a single free time left, where
    // an arrow key has no other time to move to.
    await tabTo(page, page.locator('input[name="start"]').first());
    await page.keyboard.press('Space');
    const chosen = await page.locator('input[name="start"]:checked').getAttribute('value');
    await tabTo(page, page.getByRole('button', { name: text.move }));
    await page.keyboard.press('Enter');
    // The move re-reads the calendar under a lock and queues two e-mails: beside another browser worker it can take over 5 s.
    await expect(page).toHaveURL(new RegExp(`\\?manage=${token}&done=moved$`), { timeout: 15_000 });
    await expect(page.getByRole('status')).toContainText(text.moved);
    const seen = await request.get(`/api/bookings/manage?token=${token}`);
    expect(((await seen.json()) as { start: string }).start).toBe(chosen);
    await expectNoAxeViolations(browser, page);

    await tabTo(page, page.getByRole('button', { name: text.cancel }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?manage=${token}&done=cancelled$`), { timeout: 15_000 });
    await expect(page.getByText(text.cancelled)).toBeVisible();
    await expect(page.locator('input[name="start"]')).toHaveCount(0);
    await expectNoAxeViolations(browser, page);

    const altered = await page.goto(`${text.path}?manage=${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
    expect(altered?.status()).toBe(404);
    await expect(page.getByText(text.invalid)).toBeVisible();
    await expectNoAxeViolations(browser, page);
  });
}

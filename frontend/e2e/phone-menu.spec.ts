import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { hydrated, settled } from './support';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The names of the drawer's controls in the order Tab visits them: its close button, the six links, the quote, the chat. */
const ENGLISH_ORDER = [
  'Close menu',
  'Home',
  'Services',
  'Manufacturers',
  'Locations',
  'Resources',
  'Contact',
  'Get Quote',
  'Chat Now (opens in a new tab)',
];

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });
}

async function openWithKeyboard(page: Page, path: string, buttonName: string) {
  await page.goto(path);
  await hydrated(page);
  // Found by its class: its name turns into "Close menu" while the menu is open.
  const toggle = page.locator('header .site-menu__toggle');
  await expect(toggle).toHaveAccessibleName(buttonName);
  await toggle.focus();
  await page.keyboard.press('Enter');
  const drawer = page.locator('#site-menu-panel');
  await expect(drawer).toBeVisible();
  return { toggle, drawer };
}

test('the menu opens with Enter, Tab and Shift+Tab cycle inside it, Escape closes it and focus is back on the button', async ({ page }) => {
  const { toggle, drawer } = await openWithKeyboard(page, '/locations/marbella', 'Open menu');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('link', { name: 'Home' })).toBeFocused();
  const visited: string[] = [];
  for (let step = 0; step < ENGLISH_ORDER.length; step += 1) {
    visited.push(await focusedName(page));
    await page.keyboard.press('Tab');
  }
  // From "Home", once round the drawer and back: the focus never left it.
  expect(visited).toEqual([...ENGLISH_ORDER.slice(1), ENGLISH_ORDER[0]]);
  expect(await focusedName(page)).toBe('Home');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName(page)).toBe('Chat Now (opens in a new tab)');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the drawer leaves the brand and the menu button in sight; the WhatsApp widget hides while it is open', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-06-10T10:00:00+02:00') });
  const { toggle, drawer } = await openWithKeyboard(page, '/', 'Open menu');
  await page.clock.runFor(1100);
  const drawerTop = (await drawer.boundingBox())!.y;
  const brand = page.locator('header .logo__brand');
  await expect(brand).toHaveText('Costa Sol HVAC');
  for (const kept of [toggle, brand]) {
    const box = (await kept.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(drawerTop);
  }
  await expect(page.getByTestId('whatsapp-widget')).toBeHidden();
  await expect(drawer.getByRole('link', { name: 'Services' })).toHaveCSS('text-decoration-line', 'none');
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(page.getByTestId('whatsapp-widget').getByRole('link', { name: /^Chat Now/ })).toBeVisible();
});

test('from 600 px the WhatsApp widget hides while the menu is open and comes back when it closes', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await page.clock.install({ time: new Date('2026-06-10T10:00:00+02:00') });
  const { drawer } = await openWithKeyboard(page, '/', 'Open menu');
  await page.clock.runFor(1100);
  await expect(page.getByTestId('whatsapp-widget')).toBeHidden();
  // By keyboard: a click waits for the button to hold still over animation frames, which once never came in CI.
  await drawer.getByRole('button', { name: 'Close menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('whatsapp-widget')).toBeVisible();
});

test('a press on the backdrop closes the menu', async ({ page }) => {
  const { toggle, drawer } = await openWithKeyboard(page, '/es/contacto', 'Abrir menú');
  await expect(toggle).toHaveAccessibleName('Cerrar menú');
  await page.getByTestId('site-menu-backdrop').click({ position: { x: 20, y: 300 } });
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAccessibleName('Abrir menú');
});

for (const [path, buttonName] of [
  ['/', 'Open menu'],
  ['/es', 'Abrir menú'],
]) {
  test(`${path} has no WCAG 2.1 AA violation (axe) with the menu open`, async ({ page }) => {
    const { drawer } = await openWithKeyboard(page, path, buttonName);
    await expect(drawer.getByRole('button')).toHaveCount(1);
    await settled(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { hydrated, query } from './support';

export const ADMIN = { email: 'admin@costasol.test', password: 'E2E-Admin-Password-2026' };

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Signs in through the login page (from wherever the app sent us, or from /admin/login). */
export async function signIn(page: Page, start = '/admin/login'): Promise<void> {
  await page.goto(start);
  await hydrated(page);
  await page.locator('#login-email').fill(ADMIN.email);
  await page.locator('#login-password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/**
 * WCAG 2.1 A and AA rules of axe on the page as it settles: transitions still running (a dialog or a toast fading in)
 * are let finish first, since a half-faded text is not the contrast anyone reads.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The helper text under a field (its error once it has one), which MUI links with aria-describedby. */
export const helperOf = (page: Page, id: string) => page.locator(`#${id}-helper-text`);

/** Creates a category through the admin form and waits for the list. */
export async function createCategory(page: Page, slug: string, nameEn: string, nameEs: string): Promise<void> {
  await page.goto('/admin/categories/new');
  await hydrated(page);
  await page.locator('#category-nameEn').fill(nameEn);
  await page.locator('#category-nameEs').fill(nameEs);
  await page.locator('#category-slug').fill(slug);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByRole('cell', { name: slug, exact: true })).toBeVisible();
}

/** The invitation link of the newest e-mail to `address`, as the outbox holds it (the server writes .eml files too). */
export async function invitationLink(address: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const [mail] = await query<{ text_body: string }>(
      `select text_body from mail_outbox where to_address = $1 order by created_at desc limit 1`,
      [address],
    );
    link = /https?:\/\/\S+\/admin\/invitation#token=[\w-]+/.exec(mail?.text_body ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return new URL(link).pathname + new URL(link).hash;
}

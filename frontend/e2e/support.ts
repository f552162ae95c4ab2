import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';

/** Collects console errors, warnings (React reports hydration mismatches there) and page errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The database of the server the running test talks to (playwright.config.ts: one per project). */
function databaseUrl(): string | undefined {
  return test.info().project.name === 'shared-state' ? process.env.E2E_SHARED_DATABASE_URL : process.env.E2E_DATABASE_URL;
}

export async function query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Waits until the page is interactive: the islands that load at once or when idle have hydrated, then each island
 * that waits to be visible is scrolled to, each that waits for an interaction is given one (a focusin event, which
 * moves no focus), and has hydrated too; the page is then scrolled back to its top.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const islands = page.locator('[data-island]');
  const count = await islands.count();
  for (let index = 0; index < count; index += 1) {
    const island = islands.nth(index);
    const shown = await island.evaluate((element) => {
      const content = [...element.children].find((child) => child.tagName !== 'TEMPLATE' && child.tagName !== 'SCRIPT');
      content?.scrollIntoView({ block: 'center' });
      if (element.dataset.load === 'interaction') content?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      return Boolean(content);
    });
    if (shown) await expect(island).toHaveAttribute('data-hydrated', 'true');
  }
  await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Waits until the page's CSS transitions and animations have ended (the WhatsApp button's 150 ms fade as it steps
 * aside or comes back) and the page has stopped scrolling: axe judges a settled page, not the contrast of a half-faded
 * label. A scroll or a click is answered a frame or more later (the button's class changes, then its fade starts), and
 * on a busy machine a frame can take well past 50 ms: so the page counts as settled only when a check finds no
 * animation running and the same scroll position as the check before. Real time passes between checks (page.clock,
 * where a test installs it, holds requestAnimationFrame and the page's timers).
 */
export async function settled(page: Page): Promise<void> {
  let previousScroll: number | undefined;
  for (let check = 0; check < 40; check++) {
    await page.waitForTimeout(50);
    const { running, scroll } = await page.evaluate(async () => {
      const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      return { running: finite.length, scroll: window.scrollY };
    });
    if (running === 0 && scroll === previousScroll) return;
    previousScroll = scroll;
  }
}

/** The WCAG 2.1 A and AA rules axe finds broken on the page once it has settled, one line per rule. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

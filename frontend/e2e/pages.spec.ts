import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hydrated, watchConsole, settled } from './support';

const PAGES = [
  { path: '/', heading: '#1 HVAC Installer in Marbella' },
  { path: '/es', heading: 'Instalador de climatización nº 1 en Marbella' },
  { path: '/contact', heading: /Contact/ },
  { path: '/es/contacto', heading: /Contacta/ },
];

test.describe('home and contact pages', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} renders, hydrates without warnings and has no console errors`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });

    test(`${path} has no WCAG 2.1 AA violation (axe)`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await settled(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('the home page shows 3 testimonials, the next 2 under "More reviews", and the featured case study', async ({ page, request }) => {
    const testimonials = (await (await request.get('/api/testimonials')).json()) as { data: { name: string }[] };
    expect(testimonials.data.length).toBeGreaterThan(5);
    await page.goto('/');
    for (const item of testimonials.data.slice(0, 3)) await expect(page.getByText(item.name, { exact: false }).first()).toBeVisible();
    // The structured data carries up to 5 reviews: the other two are on the page, behind a disclosure.
    for (const item of testimonials.data.slice(3, 5)) await expect(page.getByText(item.name)).toBeHidden();
    await page.getByText('More reviews (2)').click();
    for (const item of testimonials.data.slice(3, 5)) await expect(page.getByText(item.name)).toBeVisible();
    await expect(page.getByText(testimonials.data[5].name)).toHaveCount(0);
    const caseStudies = (await (await request.get('/api/case-studies')).json()) as { data: { title: string; featured: boolean }[] };
    await expect(page.getByText(caseStudies.data.find((c) => c.featured)!.title)).toBeVisible();
  });

  test('a navigation link loads the next page as a document with its own head', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Contact/);
    await expect(page).toHaveTitle(/Contact/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/contact$/);
  });
});

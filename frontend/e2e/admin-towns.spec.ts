import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, helperOf, signIn, unique } from './admin-support';
import { hydrated } from './support';

test.describe('towns in the admin: found, edited and added, English and Spanish side by side', () => {
  test('a town added in the admin has its page in both languages at once, and its service pages', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    await page.getByRole('link', { name: 'Towns', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Towns, by name' })).toBeVisible();
    await page.getByLabel('Find a town').fill('alhaurin');
    await expect(page.getByRole('status').filter({ hasText: /^2 of \d+ towns$/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Add a town' }).click();
    await hydrated(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(helperOf(page, 'town-summary-es')).toHaveText('Required');
    await expectNoAxeViolations(page);

    const suffix = unique();
    const name = `Test Aldea ${suffix}`;
    await page.locator('#town-name').fill(name);
    await page.locator('#town-comarca').selectOption('sierra-de-las-nieves');
    await page.locator('#town-lat').fill('36.6906');
    await page.locator('#town-lng').fill('-4.9046');
    await page.locator('#town-summary-en').fill('A hamlet above Tolox among olive groves.');
    await page.locator('#town-summary-es').fill('Una aldea sobre Tolox entre olivares.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Town saved').first()).toBeVisible();
    const slug = `test-aldea-${suffix}`;
    await expect(page).toHaveURL(new RegExp(`/admin/towns/${slug}$`));

    await page.goto(`/locations/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await page.goto(`/es/ubicaciones/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

    // Another Spanish slug moves the Spanish page: its old address redirects (301) to the new one.
    await page.goto(`/admin/towns/${slug}`);
    await hydrated(page);
    await expect(helperOf(page, 'town-slugEs')).toHaveText(
      'Another slug moves the page and its sub-pages: the old address redirects (301) to the new one',
    );
    await page.locator('#town-slugEs').fill(`${slug}-movida`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Town saved').first()).toBeVisible();
    await page.goto(`/es/ubicaciones/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/es/ubicaciones/${slug}-movida$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

    // Its service sub-pages: a page written in the admin is on the site in both languages at once.
    await page.goto(`/admin/towns/${slug}`);
    await page.getByRole('link', { name: 'Service pages: 0' }).click();
    await expect(page.getByRole('heading', { name: `Service pages of ${name}` })).toBeVisible();
    await hydrated(page);
    await page.getByRole('button', { name: 'Add a page' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(helperOf(page, 'town-page-0-intro-es')).toHaveText('Required');
    await page.locator('#town-page-0-sections-en').fill('## Only one\nA single section.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(helperOf(page, 'town-page-0-sections-en')).toHaveText('3 to 5 sections, each a line "## Heading" and its paragraph');
    await expectNoAxeViolations(page);

    const sections = (word: string) => [1, 2, 3].map((n) => `## ${word} ${n}\n${word} paragraph ${n}.`).join('\n\n');
    await page.locator('#town-page-0-slugEn').fill('air-conditioning');
    await page.locator('#town-page-0-slugEs').fill('aire-acondicionado');
    await page.locator('#town-page-0-title-en').fill(`Air conditioning in ${name}`);
    await page.locator('#town-page-0-title-es').fill(`Aire acondicionado en ${name}`);
    await page.locator('#town-page-0-metaDescription-en').fill('Split and ducted air conditioning above Tolox.');
    await page.locator('#town-page-0-metaDescription-es').fill('Aire acondicionado split y por conductos sobre Tolox.');
    await page.locator('#town-page-0-intro-en').fill('Summers above Tolox are hot and dry.');
    await page.locator('#town-page-0-intro-es').fill('Los veranos sobre Tolox son calurosos y secos.');
    await page.locator('#town-page-0-sections-en').fill(sections('Choice'));
    await page.locator('#town-page-0-sections-es').fill(sections('Elección'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Service pages saved').first()).toBeVisible();

    await page.goto(`/locations/${slug}/air-conditioning`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Air conditioning in ${name}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Choice 3' })).toBeVisible();
    await page.goto(`/es/ubicaciones/${slug}-movida/aire-acondicionado`);
    await expect(page.getByText('Los veranos sobre Tolox son calurosos y secos.')).toBeVisible();
  });

  test('the towns screens in Spanish', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/towns');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('table', { name: 'Localidades, por nombre' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Editar Tolox' }).click();
    await expect(page.getByRole('heading', { name: 'Editar Tolox' })).toBeVisible();
    await expect(page.locator('#town-summary-es')).toHaveValue(/Sierra de las Nieves/);
    await page.getByLabel('Esta localidad tiene sus propios textos de portada, clima y ayudas').check();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(helperOf(page, 'town-detail-heroTitle-en')).toHaveText('Obligatorio');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'English' }).click();
  });
});

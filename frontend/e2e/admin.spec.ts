import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUSINESS, fitTitle } from '@costa-sol/common';
import { expect, test } from '@playwright/test';
import { ADMIN, createCategory, expectNoAxeViolations, helperOf, signIn, unique } from './admin-support';
import { hydrated, watchConsole } from './support';

test.describe('admin: access', () => {
  test('/admin without a session lands on the login page, which is not indexed', async ({ page, request }) => {
    await page.goto('/admin/pages?status=draft');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fpages%3Fstatus%3Ddraft$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the admin area' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const html = await (await request.get('/admin')).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  test('signing in brings the admin back to the page asked for; signing out ends the session', async ({ page }) => {
    await signIn(page, '/admin/pages?status=draft');
    await expect(page).toHaveURL(/\/admin\/pages\?status=draft$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Q&A pages' })).toBeFocused();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You have signed out.')).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('costa-sol-admin-session'))).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('a wrong password shows an error', async ({ page }) => {
    await page.goto('/admin/login');
    await hydrated(page);
    await page.locator('#login-email').fill(ADMIN.email);
    await page.locator('#login-password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a session the server has ended says so and asks to sign in again', async ({ page, context }) => {
    await signIn(page);
    // The access token's time is up and the refresh cookie is gone (the server's idle limit passed): no renewal.
    await context.clearCookies();
    await page.evaluate(() => {
      const key = 'costa-sol-admin-session';
      const session = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      window.sessionStorage.setItem(key, JSON.stringify({ ...session, expiresAt: Date.now() - 1000 }));
    });
    await page.goto('/admin/categories');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcategories$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    // The server refuses the token (401) and the refresh too: the same.
    await signIn(page);
    await context.clearCookies();
    await page.evaluate(() => {
      const key = 'costa-sol-admin-session';
      const session = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      window.sessionStorage.setItem(key, JSON.stringify({ ...session, token: 'not-a-valid-token' }));
    });
    await page.goto('/admin/leads');
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await page.locator('#login-email').fill(ADMIN.email);
    await page.locator('#login-password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
  });

  test('nothing of the admin loads on the home page', async ({ page }) => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../dist/client/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const adminChunk = manifest['src/features/admin/admin-app.tsx'].file;
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => url.includes(adminChunk) || url.includes('admin-app'))).toEqual([]);
    // No script of the home page carries admin code (its session key is only in the admin chunk).
    for (const url of scripts) expect(await (await page.request.get(url)).text()).not.toContain('costa-sol-admin-session');
    // ...while the admin does load it.
    await page.goto('/admin/login');
    await hydrated(page);
    expect(scripts.some((url) => url.includes(adminChunk))).toBe(true);
  });
});

test.describe('admin: Q&A content', () => {
  test('a category and a page created, published, served as full HTML at once, then unpublished', async ({ page, request, baseURL }) => {
    const id = unique();
    const categorySlug = `solar-faq-${id}`;
    const pageSlug = `how-long-do-panels-last-${id}`;
    const questionEn = `How long do solar panels last ${id}`;
    const questionEs = `Cuánto duran los paneles solares ${id}`;
    await signIn(page);

    // Category: the slug is suggested from the English name.
    await page.goto('/admin/categories/new');
    await hydrated(page);
    await page.locator('#category-nameEn').fill(`Solar FAQ ${id}`);
    await expect(page.locator('#category-slug')).toHaveValue(categorySlug);
    await page.locator('#category-nameEs').fill(`Preguntas solares ${id}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByRole('cell', { name: categorySlug, exact: true })).toBeVisible();

    // Page: Markdown with a live preview in both languages; raw HTML never becomes markup.
    await page.goto('/admin/pages/new');
    await hydrated(page);
    await page.locator('#page-categoryId').selectOption({ label: `Solar FAQ ${id} / Preguntas solares ${id}` });
    await page.locator('#page-questionEn').fill(questionEn);
    await page.locator('#page-slug').fill(pageSlug);
    await page.locator('#page-questionEs').fill(questionEs);
    await page
      .locator('#page-answerEn')
      .fill(
        'Most panels last **25 to 30 years**.\n\n- Inverters last 10-15 years\n\n<script>window.injected = true</script><img src=x onerror="window.injected=true">',
      );
    await page
      .locator('#page-answerEs')
      .fill('La mayoría de los paneles duran **entre 25 y 30 años**.\n\n- Los inversores duran 10-15 años');
    const previewEn = page.getByTestId('page-answerEn-preview');
    await expect(previewEn.locator('strong')).toHaveText('25 to 30 years');
    await expect(previewEn.locator('li')).toHaveText('Inverters last 10-15 years');
    await expect(previewEn.locator('script, img')).toHaveCount(0);
    await expect(page.getByTestId('page-answerEs-preview').locator('strong')).toHaveText('entre 25 y 30 años');
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]+\/edit$/);
    await expect(page.getByText('Draft: not visible on the public site.')).toBeVisible();

    // A draft is not public.
    expect((await request.get(`/qa/${categorySlug}/${pageSlug}`)).status()).toBe(404);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published: visible on the public site.')).toBeVisible();

    const english = await request.get(`/qa/${categorySlug}/${pageSlug}`);
    expect(english.status()).toBe(200);
    const html = await english.text();
    // The title is fitted to 60 characters with the brand (common/seo): the long test id may be cut off.
    expect(html).toContain(`<title>${fitTitle(questionEn, BUSINESS.brandWithTrade)}</title>`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${baseURL}/qa/${categorySlug}/${pageSlug}"`);
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${baseURL}/es/preguntas/${categorySlug}/${pageSlug}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${questionEn}</h1>`));
    expect(html).toContain('<strong>25 to 30 years</strong>');
    // The raw HTML of the answer is never markup (the description meta may quote it as escaped text).
    expect(html).not.toContain('<script>window.injected');
    expect(html).not.toContain('<img src=x');
    const spanish = await request.get(`/es/preguntas/${categorySlug}/${pageSlug}`);
    expect(spanish.status()).toBe(200);
    const spanishHtml = await spanish.text();
    expect(spanishHtml).toContain(`<title>${fitTitle(questionEs, BUSINESS.brandWithTrade)}</title>`);
    expect(spanishHtml).toContain('<html lang="es">');
    expect(spanishHtml).toContain(`hreflang="en" href="${baseURL}/qa/${categorySlug}/${pageSlug}"`);

    // The list filters by category and status, and unpublishes too.
    await page.goto('/admin/pages');
    await hydrated(page);
    await page.locator('#filter-status').selectOption('published');
    await expect(page).toHaveURL(/status=published/);
    await page.locator('#filter-category').selectOption({ label: `Solar FAQ ${id}` });
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: `Unpublish ${questionEn}` }).click();
    await expect(page.getByText('No pages match these filters.')).toBeVisible();
    expect((await request.get(`/qa/${categorySlug}/${pageSlug}`)).status()).toBe(404);
    expect((await request.get(`/es/preguntas/${categorySlug}/${pageSlug}`)).status()).toBe(404);

    // A category that still has pages cannot be deleted: the server's refusal is shown.
    await page.goto('/admin/categories');
    await hydrated(page);
    await page.getByRole('button', { name: `Delete Solar FAQ ${id}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This category still has 1 page. Move or delete them before deleting the category.',
    );
  });

  test('validation messages and duplicate slugs are shown at the field', async ({ page }) => {
    const id = unique();
    await signIn(page);
    await page.goto('/admin/categories/new');
    await hydrated(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(helperOf(page, 'category-nameEn')).toHaveText('Required');
    await expect(helperOf(page, 'category-slug')).toHaveText('Required');
    await expect(page.locator('#category-nameEn')).toBeFocused();
    await page.locator('#category-slug').fill('Not A Slug');
    await expect(helperOf(page, 'category-slug')).toHaveText('Use lowercase letters, digits and single hyphens only');
    await page.locator('#category-nameEn').fill('X');
    await expect(helperOf(page, 'category-nameEn')).toHaveText('Use at least 2 characters');

    // The server's conflict: a slug that another category has.
    await page.locator('#category-nameEn').fill(`Duplicate ${id}`);
    await page.locator('#category-nameEs').fill(`Duplicado ${id}`);
    await page.locator('#category-slug').fill('heat-pumps');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(helperOf(page, 'category-slug')).toHaveText('This slug is already in use');
    await expect(page.locator('#category-slug')).toBeFocused();
    await expect(page.locator('#category-slug')).toHaveAttribute('aria-invalid', 'true');

    // Pages: client rules, then a slug taken in the same category.
    await createCategory(page, `dup-${id}`, `Dup ${id}`, `Dup ${id}`);
    await page.goto('/admin/pages/new');
    await hydrated(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(helperOf(page, 'page-categoryId')).toHaveText('Please choose a category');
    await expect(helperOf(page, 'page-questionEn')).toHaveText('Required');
    await expect(helperOf(page, 'page-answerEs')).toHaveText('Required');
    const fillPage = async (slug: string) => {
      await page.locator('#page-categoryId').selectOption({ label: `Dup ${id} / Dup ${id}` });
      await page.locator('#page-questionEn').fill(`What is a duplicate question ${id}?`);
      await page.locator('#page-slug').fill(slug);
      await page.locator('#page-questionEs').fill(`¿Qué es una pregunta duplicada ${id}?`);
      await page.locator('#page-answerEn').fill('An answer long enough to be accepted by the rules.');
      await page.locator('#page-answerEs').fill('Una respuesta bastante larga para cumplir las reglas.');
      await page.getByRole('button', { name: 'Save' }).click();
    };
    await fillPage('same-slug');
    await expect(page).toHaveURL(/\/edit$/);
    await page.goto('/admin/pages/new');
    await hydrated(page);
    await fillPage('same-slug');
    await expect(helperOf(page, 'page-slug')).toHaveText('This slug is already in use');
    await expect(page).toHaveURL(/\/admin\/pages\/new$/);
  });

  test('the admin can switch to Spanish, and server messages follow', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/admin/categories/new');
    await hydrated(page);
    await page.locator('#category-nameEn').fill('Heat pumps again');
    await page.locator('#category-nameEs').fill('Bombas de calor otra vez');
    await page.locator('#category-slug').fill('heat-pumps');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(helperOf(page, 'category-slug')).toHaveText('Este slug ya está en uso');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New category' })).toBeVisible();
  });
});

test.describe('admin: dashboard and leads', () => {
  test('the dashboard counts what the API holds and links to each area', async ({ page }) => {
    await signIn(page);
    const categories = (await (
      await page.request.get('/api/admin/qa/categories', { headers: { Authorization: `Bearer ${await token(page)}` } })
    ).json()) as { data: { publishedPages: number; draftPages: number }[] };
    await expect(page.getByTestId('count-categories')).toHaveText(String(categories.data.length));
    await expect(page.getByTestId('count-published')).toHaveText(String(categories.data.reduce((sum, c) => sum + c.publishedPages, 0)));
    await expect(page.getByTestId('count-drafts')).toHaveText(String(categories.data.reduce((sum, c) => sum + c.draftPages, 0)));
    await page.getByRole('link', { name: 'Open new leads' }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?status=new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeFocused();
  });

  test('leads inbox: filter, open, change the status with a note, export CSV', async ({ page }) => {
    const lastName = `Inbox ${unique()}`;
    const sent = await page.request.post('/api/contact', {
      data: {
        firstName: 'Marta',
        lastName,
        email: 'marta@example.com',
        phone: '+34 600 123 456',
        serviceNeeded: 'maintenance-service',
        message: 'Please service my heat pump next week.',
      },
    });
    expect(sent.status()).toBe(201);
    await signIn(page, '/admin/leads');
    await page.locator('#filter-kind').selectOption('contact');
    await expect(page).toHaveURL(/kind=contact/);
    await page.locator('#filter-status').selectOption('new');
    await page.getByRole('link', { name: `Marta ${lastName}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contact message: Marta ${lastName}`);
    await expect(page.getByText('Maintenance service')).toBeVisible();
    await expect(page.getByText('Please service my heat pump next week.')).toBeVisible();
    await page.locator('#lead-status').selectOption('contacted');
    await page.locator('#lead-note').fill('Called; visit booked for Thursday.');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByText('Called; visit booked for Thursday.')).toBeVisible();
    await expect(page.locator('#lead-note')).toHaveValue('');

    await page.getByRole('link', { name: 'Back to leads' }).click();
    await page.locator('#filter-status').selectOption('contacted');
    await expect(page.getByRole('link', { name: `Marta ${lastName}` })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain(lastName);
    expect(csv).toContain('"contacted"');
    expect(csv).toContain('Called; visit booked for Thursday.');
  });
});

test.describe('admin: keyboard', () => {
  test('signing in and formatting Markdown work from the keyboard alone', async ({ page }) => {
    await page.goto('/admin/login');
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.locator('#login-email').focus();
    await page.keyboard.type(ADMIN.email);
    await page.keyboard.press('Tab');
    await expect(page.locator('#login-password')).toBeFocused();
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();

    await page.goto('/admin/pages/new');
    await hydrated(page);
    const answer = page.locator('#page-answerEn');
    await answer.fill('Heat pumps are efficient.');
    await answer.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(0, 10));
    await page.getByRole('toolbar', { name: 'Formatting (English)' }).getByRole('button', { name: 'Bold' }).focus();
    await page.keyboard.press('Enter');
    await expect(answer).toHaveValue('**Heat pumps** are efficient.');
    await expect(answer).toBeFocused();
    await expect(page.getByTestId('page-answerEn-preview').locator('strong')).toHaveText('Heat pumps');
  });
});

test.describe('admin: accessibility (axe, WCAG 2.1 AA)', () => {
  test('login page, lists and editors have no violation (and no console error or hydration warning)', async ({ page }) => {
    // Ten screens, each hydrated and audited: more than the default 20 s on a busy 2-core machine.
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await page.goto('/admin/login');
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(helperOf(page, 'login-email')).toHaveText('Required');
    await expectNoAxeViolations(page);

    await signIn(page);
    await expectNoAxeViolations(page);
    const categoryId = await firstId(page, '/api/admin/qa/categories');
    const pageId = await firstId(page, '/api/admin/qa/pages');
    const leadPost = await page.request.post('/api/quotes', {
      data: {
        name: 'Axe Visitor',
        email: 'axe@example.com',
        phone: '+34 600 000 111',
        serviceType: 'heat-pump-system',
        wantsConsultation: 'true',
      },
    });
    const leadId = ((await leadPost.json()) as { id: string }).id;
    for (const path of [
      '/admin/categories',
      '/admin/categories/new',
      `/admin/categories/${categoryId}/edit`,
      '/admin/pages',
      '/admin/pages/new',
      `/admin/pages/${pageId}/edit`,
      '/admin/leads',
      `/admin/leads/${leadId}`,
    ]) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    // An editor showing its errors.
    await page.goto('/admin/pages/new');
    await hydrated(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(helperOf(page, 'page-slug')).toHaveText('Required');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});

async function token(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(window.sessionStorage.getItem('costa-sol-admin-session') ?? '{}') as { token: string }).token);
}

async function firstId(page: import('@playwright/test').Page, path: string): Promise<string> {
  const answer = (await (await page.request.get(path, { headers: { Authorization: `Bearer ${await token(page)}` } })).json()) as {
    data: { id: string }[];
  };
  return answer.data[0].id;
}

test.describe('admin: tooltips', () => {
  test('a hint opens 700 ms after the pointer rests on it, and the next one 300 ms after moving to it', async ({ page }) => {
    const sent = await page.request.post('/api/quotes', {
      data: {
        name: 'Tooltip Visitor',
        email: 'tooltip@example.com',
        phone: '+34 600 123 456',
        serviceType: 'system-repair',
        wantsConsultation: 'false',
      },
    });
    expect(sent.status()).toBe(201);
    await page.clock.install();
    await signIn(page, '/admin/leads');
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const tooltip = page.getByRole('tooltip');

    const headers = page.getByRole('columnheader');
    await headers.filter({ hasText: 'Kind' }).getByText('Kind').hover();
    await page.clock.runFor(650);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(tooltip).toHaveText('Quote request: the quote form. Contact message: the contact form.');

    await headers.filter({ hasText: 'Status' }).getByText('Status').hover();
    await page.clock.runFor(250);
    await expect(tooltip.filter({ hasText: 'won or lost' })).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(tooltip.filter({ hasText: 'won or lost' })).toHaveCount(1);
    // axe waits on timers of its own.
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });
});

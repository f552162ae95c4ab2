import { pagesIn, routePath, STATIC_ROUTES } from '@costa-sol/common';
import { expect, test } from '@playwright/test';

const pages = STATIC_ROUTES.flatMap((route) => [
  { path: route.en, other: route.es, language: 'en' },
  { path: route.es, other: route.en, language: 'es' },
]);

/** What a crawler without JavaScript receives. */
test.describe('server-rendered HTML of every route', () => {
  for (const { path, other, language } of pages) {
    test(`${path} holds its title, canonical, hreflang and main heading`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
      expect(html).toContain(`<link rel="alternate" hreflang="${language}" href="${baseURL}${path}"`);
      expect(html).toContain(`<link rel="alternate" hreflang="${language === 'en' ? 'es' : 'en'}" href="${baseURL}${other}"`);
      expect(html).toContain('hreflang="x-default"');
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta name="twitter:card"');
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]) as { '@type': string | string[] },
      );
      const types = jsonLd.flatMap((item) => item['@type']);
      expect(types).toEqual(expect.arrayContaining(['Organization', 'HVACBusiness', 'BreadcrumbList', 'WebPage']));
    });
  }

  test('an unknown path answers 404 with the not-found page in its language', async ({ request }) => {
    const english = await request.get('/no-such-page');
    expect(english.status()).toBe(404);
    expect(await english.text()).toContain('Page not found');
    const spanish = await request.get('/es/no-existe');
    expect(spanish.status()).toBe(404);
    expect(await spanish.text()).toContain('Página no encontrada');
    expect(await spanish.text()).toContain('<meta name="robots" content="noindex, follow"');
  });

  test('the not-found page offers a way on in its language: the quote form and the main pages', async ({ request }) => {
    for (const [path, language] of [
      ['/no-such-page', 'en'],
      ['/es/no-existe', 'es'],
    ] as const) {
      const html = await (await request.get(path)).text();
      const links = [...html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)].map((match) => match[1]);
      expect(links).toContain(language === 'en' ? '/#quote' : '/es#quote');
      const popular = pagesIn('notFound').map(({ key }) => routePath(key, language));
      expect(popular).toContain(language === 'en' ? '/services/air-conditioning' : '/es/servicios/aire-acondicionado');
      for (const page of popular) expect(links, `${path} links to ${page}`).toContain(page);
    }
  });
});

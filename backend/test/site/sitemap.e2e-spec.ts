import { randomUUID } from 'node:crypto';
import { STATIC_PAGE_UPDATED } from '@costa-sol/common';
import { adminAuthorization, startTestApp, type TestApp } from '../support/test-app';
import { resetTables } from '../support/test-database';

/** A URL's <lastmod> in the sitemap. */
const lastmodOf = (xml: string, path: string) =>
  new RegExp(`<loc>http://localhost:3000${path}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    // The article page published below goes back to its first start's text.
    await resetTables();
  });

  it('lists every route pair with reciprocal hreflang alternates', async () => {
    const response = await t.http.get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.text;
    expect(xml).toContain('<loc>http://localhost:3000/contact</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/es/contacto</loc>');
    const contactEntry = xml.split('<url>').find((entry) => entry.includes('<loc>http://localhost:3000/es/contacto</loc>'))!;
    expect(contactEntry).toContain('hreflang="en" href="http://localhost:3000/contact"');
    expect(contactEntry).toContain('hreflang="es" href="http://localhost:3000/es/contacto"');
    expect(contactEntry).toContain('hreflang="x-default" href="http://localhost:3000/contact"');
    expect(xml).toContain('<loc>http://localhost:3000/es/fabricantes/daikin</loc>');
    expect(xml).not.toContain('/admin');
  });

  it("dates every URL with its content's last change: a valid <lastmod>, never after today", async () => {
    const xml = (await t.http.get('/sitemap.xml').expect(200)).text;
    const entries = xml.split('<url>').slice(1);
    expect(entries.length).toBeGreaterThan(400);
    const today = new Date().toISOString().slice(0, 10);
    const undated = entries.filter((entry) => {
      const day = /<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/.exec(entry)?.[1];
      return !day || Number.isNaN(Date.parse(day)) || new Date(day).toISOString().slice(0, 10) !== day || day > today;
    });
    expect(undated.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1])).toEqual([]);
    // The fixed pages carry the date of their content (their entry in common/src/pages/page-registry.ts), not the time of the request.
    const contact = entries.find((entry) => entry.includes('<loc>http://localhost:3000/contact</loc>'))!;
    expect(contact).toContain(`<lastmod>${STATIC_PAGE_UPDATED.contact}</lastmod>`);
  });

  it('includes published Q&A pages as they are published, and drops them when unpublished', async () => {
    const auth = await adminAuthorization(t);
    const slug = `sitemap-${randomUUID().slice(0, 8)}`;
    const category = (
      await t.http
        .post('/api/admin/qa/categories')
        .set('authorization', auth)
        .send({ slug, nameEn: 'Sitemap test', nameEs: 'Prueba de sitemap' })
        .expect(201)
    ).body as { id: string };
    const page = (
      await t.http
        .post('/api/admin/qa/pages')
        .set('authorization', auth)
        .send({
          categoryId: category.id,
          slug: 'a-question',
          questionEn: 'Is this in the sitemap?',
          questionEs: '¿Está esto en el sitemap?',
          answerEn: 'Yes, once it is published.',
          answerEs: 'Sí, en cuanto se publica.',
        })
        .expect(201)
    ).body as { id: string };
    expect((await t.http.get('/sitemap.xml')).text).not.toContain(`/qa/${slug}/a-question`);
    await t.http.post(`/api/admin/qa/pages/${page.id}/publish`).set('authorization', auth).expect(200);
    const xml = (await t.http.get('/sitemap.xml')).text;
    expect(xml).toContain(`<loc>http://localhost:3000/qa/${slug}/a-question</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000/es/preguntas/${slug}/a-question</loc>`);
    await t.http.post(`/api/admin/qa/pages/${page.id}/unpublish`).set('authorization', auth).expect(200);
    expect((await t.http.get('/sitemap.xml')).text).not.toContain(`/qa/${slug}`);
  });

  it("dates an article page by the owner's last publish, in both languages, as soon as it is published", async () => {
    const auth = await adminAuthorization(t);
    const api = '/api/admin/pages/brands~daikin';
    const page = (await t.http.get(api).set('authorization', auth).expect(200)).body as {
      paths: { en: string; es: string };
      draft: Record<'en' | 'es', { markdown: string }>;
    };
    const before = (await t.http.get('/sitemap.xml').expect(200)).text;
    // The registry's date of the seed text until the owner publishes (page-registry.ts).
    const seedDay = lastmodOf(before, page.paths.en);
    expect(seedDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lastmodOf(before, page.paths.es)).toBe(seedDay);

    await t.http
      .put(api)
      .set('authorization', auth)
      .send({ markdownEn: page.draft.en.markdown, markdownEs: page.draft.es.markdown, seoTitleEn: 'Daikin air conditioning, fitted by us' })
      .expect(200);
    const published = (await t.http.post(`${api}/publish`).set('authorization', auth).expect(200)).body as { publishedAt: string };
    // The day of the publish as the page dates itself: the UTC day of publishedAt.
    const publishDay = new Date(published.publishedAt).toISOString().slice(0, 10);
    const after = (await t.http.get('/sitemap.xml').expect(200)).text;
    expect([lastmodOf(after, page.paths.en), lastmodOf(after, page.paths.es)]).toEqual([publishDay, publishDay]);
  });

  it('robots.txt keeps crawlers out of /admin and /api and points to the sitemap', async () => {
    const response = await t.http.get('/robots.txt').expect(200);
    expect(response.text).toContain('Disallow: /admin');
    expect(response.text).toContain('Disallow: /api/');
    expect(response.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

import type { ServerProcess } from '../support/server-process';
import { startSignedInSite } from '../support/site-instance-env';
import { query } from '../support/test-database';
import { newTownBody, slugsOf, townPageBody } from '../support/towns';

// Issue 22: a town's service sub-pages are edited in the admin; each is a page, in the sitemap and linked, at once.
describe("a town's service sub-pages in the admin", () => {
  let t: ServerProcess;
  let office: string;
  const town = newTownBody({}, 'alozaina');
  const slugs = slugsOf(town);
  beforeAll(async () => {
    ({ server: t, owner: office } = await startSignedInSite());
    await t.http.post('/api/admin/towns').set('authorization', office).send(town).expect(201);
  });
  afterAll(async () => {
    await query(`delete from redirect where from_path like $1`, [`%/${slugs.es}/%`]);
    await query(`delete from town where slug = $1`, [slugs.en]);
    await t?.kill();
  });

  const put = (pages: unknown, slug = slugs.en) =>
    t.http.put(`/api/admin/towns/${slug}/pages`).set('authorization', office).send({ pages });

  it("reads Alhaurín el Grande's eleven pages from content/town-pages, in their order", async () => {
    const { body } = await t.http.get('/api/admin/towns/alhaurin-el-grande/pages').set('authorization', office).expect(200);
    expect(body).toMatchObject({ id: 'alhaurin-el-grande', name: 'Alhaurín el Grande', updatedBy: null });
    expect(body.pages).toHaveLength(11);
    // content/town-pages/alhaurin-el-grande/emergency-repair.yaml is `order: 1`.
    expect(body.pages[0]).toMatchObject({ key: 'emergency-repair', slugEs: 'reparacion-urgente' });
    expect(body.pages[0].sections.length).toBeGreaterThanOrEqual(3);
  });

  it('publishes a new sub-page in both languages, in the sitemap and on the town page, at once', async () => {
    const saved = await put([townPageBody()]).expect(200);
    const twoParagraphs = townPageBody();
    twoParagraphs.sections[0].body.en = 'The first paragraph.\n\nThe second paragraph.';
    expect(saved.body.pages).toHaveLength(1);
    expect(saved.body.updatedBy).toEqual(expect.stringContaining('@'));

    const en = await t.http.get(`/locations/${slugs.en}/air-conditioning`).expect(200);
    expect(en.text).toContain('Summers here are hotter than on the coast.');
    await put([twoParagraphs]).expect(200);
    const paragraphs = await t.http.get(`/locations/${slugs.en}/air-conditioning`).expect(200);
    expect(paragraphs.text).toMatch(/<p[^>]*>The first paragraph\.<\/p><p[^>]*>The second paragraph\.<\/p>/);
    const es = await t.http.get(`/es/ubicaciones/${slugs.es}/aire-acondicionado`).expect(200);
    expect(es.text).toContain('Aquí los veranos son más calurosos que en la costa.');
    const townPage = await t.http.get(`/api/locations/${slugs.en}?lang=en`).expect(200);
    expect(townPage.body.servicePages).toEqual([expect.objectContaining({ key: 'air-conditioning', slug: 'air-conditioning' })]);
    const sitemap = await t.http.get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain(`/locations/${slugs.en}/air-conditioning<`);
    expect(sitemap.text).toContain(`/es/ubicaciones/${slugs.es}/aire-acondicionado<`);
    const list = await t.http.get('/api/admin/towns').set('authorization', office).expect(200);
    expect(list.body.data.find((item: { id: string }) => item.id === slugs.en).pageCount).toBe(1);
  });

  it('moves a page given another slug (301 from the old path) and takes a page left out off the site', async () => {
    await put([townPageBody(), townPageBody('heat-pumps', { en: 'heat-pumps', es: 'aerotermia' })]).expect(200);
    await put([townPageBody('air-conditioning', { en: 'air-conditioning', es: 'climatizacion' })]).expect(200);

    const moved = await t.http.get(`/es/ubicaciones/${slugs.es}/aire-acondicionado`).expect(301);
    expect(moved.headers.location).toMatch(new RegExp(`/es/ubicaciones/${slugs.es}/climatizacion$`));
    await t.http.get(`/es/ubicaciones/${slugs.es}/climatizacion`).expect(200);
    await t.http.get(`/locations/${slugs.en}/air-conditioning`).expect(200);
    await t.http.get(`/locations/${slugs.en}/heat-pumps`).expect(404);
    const { body } = await t.http.get('/api/admin/redirects').set('authorization', office).expect(200);
    const paths = body.data.map((redirect: { fromPath: string; toPath: string }) => `${redirect.fromPath} ${redirect.toPath}`);
    expect(paths).toContain(`/es/ubicaciones/${slugs.es}/aire-acondicionado /es/ubicaciones/${slugs.es}/climatizacion`);

    // Back to the first slug: the page lives there again, and no redirect sends it away.
    await put([townPageBody()]).expect(200);
    await t.http.get(`/es/ubicaciones/${slugs.es}/aire-acondicionado`).expect(200);
    await t.http.get(`/es/ubicaciones/${slugs.es}/climatizacion`).expect(301);
  });

  it('refuses a page its file would not pass, a key or slug twice, and an unknown town', async () => {
    const twice = await put([townPageBody(), townPageBody('heat-pumps', { en: 'air-conditioning', es: 'aerotermia' })]).expect(400);
    expect(twice.body.fieldErrors).toEqual({
      'pages.1.slugEn': { code: 'slugTaken', message: 'This slug is already in use' },
    });
    const short = await put([{ ...townPageBody(), sections: townPageBody().sections.slice(0, 2) }]).expect(400);
    expect(Object.keys(short.body.fieldErrors)).toEqual(['pages.0.sections']);
    const empty = await put([{ ...townPageBody(), intro: { en: 'Intro', es: '' } }]).expect(400);
    expect(empty.body.fieldErrors['pages.0.intro.es'].code).toBe('required');
    const extra = await put([{ ...townPageBody(), order: 1 }]).expect(400);
    expect(extra.body.fieldErrors['pages.0.order'].code).toBe('unknownField');
    const slug = await put([{ ...townPageBody(), slugEs: 'Aire Acondicionado' }]).expect(400);
    expect(slug.body.fieldErrors['pages.0.slugEs'].code).toBe('slugInvalid');
    await put(Array.from({ length: 21 }, (_, n) => townPageBody(`page-${n}`, { en: `page-${n}`, es: `pagina-${n}` }))).expect(400);
    await put([townPageBody()], 'test-no-such-town').expect(404);
    const stored = await t.http.get(`/api/admin/towns/${slugs.en}/pages`).set('authorization', office).expect(200);
    expect(stored.body.pages.map((page: { slugEs: string }) => page.slugEs)).toEqual(['aire-acondicionado']);
  });
});

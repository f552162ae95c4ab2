import { startTestApp, type TestApp } from '../support/test-app';

const DETAILED = [
  'malaga',
  'marbella',
  'fuengirola',
  'torremolinos',
  'benalmadena',
  'estepona',
  'mijas',
  'coin',
  'alhaurin-de-la-torre',
  'alhaurin-el-grande',
  'nerja',
  'torrox',
  'antequera',
  'ronda',
  'alora',
];
/** content/towns/alozaina.yaml */
const ALOZAINA_M = 390;
const COMARCAS = ['malaga-costa-del-sol', 'axarquia', 'valle-del-guadalhorce', 'antequera', 'serrania-de-ronda', 'sierra-de-las-nieves'];

describe('locations API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists about 130 towns with unique slugs, each in one of the six comarcas', async () => {
    const { body } = await t.http.get('/api/locations').expect(200);
    const towns = body.data as { slug: string; comarca: { id: string } }[];
    expect(towns.length).toBeGreaterThanOrEqual(120);
    expect(new Set(towns.map((town) => town.slug)).size).toBe(towns.length);
    for (const town of towns) expect(COMARCAS).toContain(town.comarca.id);
  });

  it('counts per comarca add up to the number of towns, with names and slugs', async () => {
    const [all, comarcas] = await Promise.all([t.http.get('/api/locations'), t.http.get('/api/locations/comarcas?lang=es')]);
    const data = comarcas.body.data as { id: string; count: number; towns: { name: string; slug: string }[] }[];
    expect(data.map((c) => c.id)).toEqual(COMARCAS);
    expect(data.reduce((sum, c) => sum + c.count, 0)).toBe(all.body.data.length);
    for (const comarca of data) expect(comarca.towns).toHaveLength(comarca.count);
    const costa = data.find((c) => c.id === 'malaga-costa-del-sol')!;
    expect(costa.towns.map((town) => town.slug)).toEqual(expect.arrayContaining(['marbella', 'nueva-andalucia', 'puerto-banus']));
    const filtered = await t.http.get('/api/locations?comarca=axarquia').expect(200);
    expect(filtered.body.data).toHaveLength(data.find((c) => c.id === 'axarquia')!.count);
  });

  it('gives a detailed town with every field of the spec', async () => {
    const { body } = await t.http.get('/api/locations/marbella').expect(200);
    expect(body).toMatchObject({
      id: 'marbella',
      slug: 'marbella',
      name: 'Marbella',
      province: 'Málaga',
      comarca: { id: 'malaga-costa-del-sol' },
      canonicalUrl: 'http://localhost:3000/locations/marbella',
    });
    expect(body.keywords).toHaveLength(7);
    expect(body.faqs).toHaveLength(3);
    expect(body.coordinates.lat).toBeCloseTo(36.51, 1);
    expect(body.neighborhoods.length).toBeGreaterThan(0);
    expect(body.nearby.length).toBe(6);
    const spanish = await t.http.get('/api/locations/malaga?lang=es').expect(200);
    expect(spanish.body.canonicalUrl).toBe('http://localhost:3000/es/ubicaciones/malaga');
    expect(spanish.body.faqs[0].question).toMatch(/^¿/);
  });

  it('has neighbourhoods, landmarks and postal codes for all 15 detailed towns', async () => {
    for (const slug of DETAILED) {
      const { body } = await t.http.get(`/api/locations/${slug}`).expect(200);
      expect({ slug, n: body.neighborhoods?.length > 0, l: body.landmarks?.length > 0, p: body.postalCodes?.length > 0 }).toEqual({
        slug,
        n: true,
        l: true,
        p: true,
      });
    }
  });

  it('gives a town more of its own: its written text, the way to the capital and its neighbours’ heights', async () => {
    // Tolox (320 m) and Alozaina (content/towns): Alozaina stands higher, by the difference of their altitudes.
    const { body } = await t.http.get('/api/locations/tolox').expect(200);
    expect(body.about).toMatch(/Sierra de las Nieves National Park/);
    expect(body.capital).toEqual({ name: 'Málaga', distanceKm: expect.any(Number), direction: expect.any(String) });
    expect(body.capital.distanceKm).toBeGreaterThan(30);
    const alozaina = body.nearby.find((near: { slug: string }) => near.slug === 'alozaina');
    expect(alozaina.climbM).toBe(Math.round((ALOZAINA_M - 320) / 10) * 10);
    // The capital's own page names no distance to itself; a town without another's altitude gets no difference.
    const malaga = await t.http.get('/api/locations/malaga').expect(200);
    expect(malaga.body.capital).toBeUndefined();
    const puerto = await t.http.get('/api/locations/puerto-banus').expect(200);
    expect(puerto.body.nearby.every((near: { climbM?: number }) => near.climbM === undefined)).toBe(true);
  });

  it('finds a town by its English or Spanish slug', async () => {
    const english = await t.http.get('/api/locations/new-andalusia').expect(200);
    const spanish = await t.http.get('/api/locations/nueva-andalucia?lang=es').expect(200);
    expect(english.body).toMatchObject({
      name: 'New Andalusia',
      slug: 'new-andalusia',
      slugs: { en: 'new-andalusia', es: 'nueva-andalucia' },
    });
    expect(spanish.body).toMatchObject({ name: 'Nueva Andalucía', slug: 'nueva-andalucia' });
  });

  it('answers 404 for an unknown town and 400 for an unknown comarca', async () => {
    const response = await t.http.get('/api/locations/atlantis').expect(404);
    expect(response.body.code).toBe('LOCATION.NOT_FOUND');
    await t.http.get('/api/locations?comarca=atlantis').expect(400);
  });

  it('serves the eleven Alhaurín el Grande service pages in both languages', async () => {
    const { body } = await t.http.get('/api/locations/alhaurin-el-grande').expect(200);
    expect(body.servicePages).toHaveLength(11);
    for (const page of body.servicePages as { slugs: { en: string; es: string } }[]) {
      const en = await t.http.get(`/api/locations/alhaurin-el-grande/services/${page.slugs.en}`).expect(200);
      const es = await t.http.get(`/api/locations/alhaurin-el-grande/services/${page.slugs.es}?lang=es`).expect(200);
      expect(en.body.sections.length).toBeGreaterThanOrEqual(3);
      expect(es.body.title).not.toBe(en.body.title);
    }
    await t.http.get('/api/locations/alhaurin-el-grande/services/nope').expect(404);
  });

  it('puts every town in the sitemap with its alternates', async () => {
    const xml = (await t.http.get('/sitemap.xml').expect(200)).text;
    expect(xml).toContain('<loc>http://localhost:3000/es/ubicaciones/nueva-andalucia</loc>');
    expect(xml).toContain('hreflang="en" href="http://localhost:3000/locations/new-andalusia"');
    expect(xml).toContain('<loc>http://localhost:3000/es/ubicaciones/alhaurin-el-grande/reparacion-urgente</loc>');
  });
});

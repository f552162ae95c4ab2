import { createStaffUser, signIn } from '../support/staff-users';
import { startTestApp, type TestApp } from '../support/test-app';
import { query, resetTables } from '../support/test-database';
import { newTownBody, slugsOf } from '../support/towns';

interface NearbyLink {
  slug: string;
}

describe('towns in the admin (issue 22)', () => {
  let t: TestApp;
  let office: string;
  beforeAll(async () => {
    t = await startTestApp();
    office = await signIn(t, await createStaffUser('office'));
  });
  afterAll(async () => {
    await resetTables();
    await t.close();
  });

  const post = (body: unknown, auth = office) =>
    t.http
      .post('/api/admin/towns')
      .set('authorization', auth)
      .send(body as object);

  it('keeps the 130 towns of content/towns in the table, loaded on the first start', async () => {
    const [row] = await query<{ count: string }>(`select count(*)::text as count from town where slug not like 'test-%'`);
    expect(row.count).toBe('130');
    const { body } = await t.http.get('/api/admin/towns').set('authorization', office).expect(200);
    const alhaurin = body.data.find((town: { id: string }) => town.id === 'alhaurin-el-grande');
    expect(alhaurin).toMatchObject({ slugs: { en: 'alhaurin-el-grande', es: 'alhaurin-el-grande' }, pageCount: 11, updatedBy: null });
    expect(alhaurin.town.detail.postalCodes).toEqual(['29120']);
  });

  it('gives a new town its page in both languages and a place among its neighbours at once', async () => {
    const town = newTownBody({}, 'tolox');
    const slugs = slugsOf(town);
    const created = await post(town).expect(201);
    expect(created.body).toMatchObject({ id: slugs.en, slugs, pageCount: 0 });
    expect(created.body.updatedBy).toMatch(/^office-.*@costasol\.test$/);

    const en = await t.http.get(`/api/locations/${slugs.en}?lang=en`).expect(200);
    expect(en.body).toMatchObject({ name: town.nameEn, slug: slugs.en, comarca: { id: 'sierra-de-las-nieves' } });
    const es = await t.http.get(`/api/locations/${slugs.es}?lang=es`).expect(200);
    expect(es.body).toMatchObject({ name: town.name, slug: slugs.es });
    expect(es.body.nearby[0].slug).toBe('tolox');

    const tolox = await t.http.get('/api/locations/tolox?lang=es').expect(200);
    expect(tolox.body.nearby.map((near: NearbyLink) => near.slug)).toContain(slugs.es);
    const list = await t.http.get('/api/locations?comarca=sierra-de-las-nieves').expect(200);
    expect(list.body.data.map((item: { slug: string }) => item.slug)).toContain(slugs.en);
    const sitemap = await t.http.get('/sitemap.xml').expect(200);
    expect(sitemap.text).toMatch(new RegExp(`/locations/${slugs.en}[<"]`));
    expect(sitemap.text).toMatch(new RegExp(`/es/ubicaciones/${slugs.es}[<"]`));
  });

  it("edits a town's fields; a renamed town keeps its slugs", async () => {
    const town = newTownBody();
    const slugs = slugsOf(town);
    await post(town).expect(201);
    const renamed = { ...town, nameEn: 'Test Renamed Hamlet', summary: { en: 'Now a different summary.', es: 'Ahora otro resumen.' } };
    const saved = await t.http.put(`/api/admin/towns/${slugs.en}`).set('authorization', office).send(renamed).expect(200);
    expect(saved.body.town).toMatchObject({ nameEn: 'Test Renamed Hamlet', slugEn: slugs.en });
    expect(saved.body.slugs).toEqual(slugs);
    const page = await t.http.get(`/api/locations/${slugs.en}?lang=en`).expect(200);
    expect(page.body).toMatchObject({ name: 'Test Renamed Hamlet', summary: 'Now a different summary.' });

    // Another slug moves the town (test/redirects/town-slug-redirects); one no path can hold is refused at its field.
    const reserved = await t.http
      .put(`/api/admin/towns/${slugs.en}`)
      .set('authorization', office)
      .send({ ...renamed, slugEs: 'new' })
      .expect(400);
    expect(reserved.body.fieldErrors.slugEs).toEqual({
      code: 'slugInvalid',
      message: 'Use lowercase letters, digits and single hyphens only',
    });
    await t.http.put('/api/admin/towns/test-no-such-town').set('authorization', office).send(newTownBody()).expect(404);
    await t.http.get('/api/admin/towns/test-no-such-town').set('authorization', office).expect(404);
  });

  it('refuses a slug another town uses, in either language (409)', async () => {
    const taken = await post(newTownBody({ name: 'Marbella', nameEn: undefined })).expect(409);
    expect(taken.body.fieldErrors.name.code).toBe('slugTaken');
    // Nueva Andalucía's English slug is new-andalusia: a town writing it as its Spanish one is refused too.
    const crossed = await post(newTownBody({ slugEs: 'new-andalusia' })).expect(409);
    expect(crossed.body.fieldErrors.slugEs.code).toBe('slugTaken');
  });

  it.each([
    ['a missing Spanish summary', { summary: { en: 'Only English.' } }, 'summary.es', 'required'],
    ['an empty Spanish summary', { summary: { en: 'Only English.', es: '  ' } }, 'summary.es', 'required'],
    ['a one-letter name', { name: 'X' }, 'name', 'textTooShort'],
    ['an unknown comarca', { comarca: 'sierra-de-la-luna' }, 'comarca', 'invalidOption'],
    ['a point outside the province', { coordinates: { lat: 40.4, lng: -3.7 } }, 'coordinates.lat', 'tooLarge'],
    ['an altitude above 2,000 m', { altitudeM: 2500 }, 'altitudeM', 'tooLarge'],
    ['an unknown field', { population: 2000 }, 'population', 'unknownField'],
    ['an unknown field inside a text', { summary: { en: 'A.', es: 'B.', fr: 'C.' } }, 'summary.fr', 'unknownField'],
    ['a malformed slug', { slugEs: 'Aldea Alta' }, 'slugEs', 'slugInvalid'],
    ['an incomplete detail', { detail: { heroTitle: { en: 'A', es: 'B' } } }, 'detail.heroDescription', 'required'],
    ['null for a field', { municipality: null }, 'municipality', 'nullNotAccepted'],
  ])('answers 400 for %s, naming the field', async (_case, change, field, code) => {
    const response = await post(newTownBody(change)).expect(400);
    expect(response.body.fieldErrors[field]).toMatchObject({ code });
  });

  it('answers 400 for a postal code outside Málaga, at its place in the list', async () => {
    const detail = {
      heroTitle: { en: 'Air conditioning here', es: 'Aire acondicionado aquí' },
      heroDescription: { en: 'We install.', es: 'Instalamos.' },
      climateNotes: { en: 'Hot summers.', es: 'Veranos calurosos.' },
      neighborhoods: [],
      landmarks: [],
      postalCodes: ['29109', '28001'],
    };
    const response = await post(newTownBody({ detail })).expect(400);
    expect(response.body.fieldErrors['detail.postalCodes.1']).toMatchObject({ code: 'invalidInput' });
    await post(newTownBody({ detail: { ...detail, postalCodes: ['29109'] } })).expect(201);
  });

  it('lets the owner and the office in, not a technician or a visitor', async () => {
    const technician = await signIn(t, await createStaffUser('technician'));
    await t.http.get('/api/admin/towns').set('authorization', technician).expect(403);
    await post(newTownBody(), technician).expect(403);
    await t.http.get('/api/admin/towns').expect(401);
    const owner = await signIn(t, await createStaffUser('owner'));
    await post(newTownBody(), owner).expect(201);
  });

  it('writes an audit entry for a new town', async () => {
    const town = newTownBody();
    await post(town).expect(201);
    const [entry] = await query<{ action: string; entity_type: string; entity_id: string }>(
      `select action, entity_type, entity_id from audit_entry where entity_id = $1`,
      [slugsOf(town).en],
    );
    expect(entry).toEqual({ action: 'POST /api/admin/towns', entity_type: 'towns', entity_id: slugsOf(town).en });
  });
});

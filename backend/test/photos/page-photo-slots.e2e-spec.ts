import { adminAuthorization, startTestApp, type TestApp } from '../support/test-app';
import { query } from '../support/test-database';
import { upload } from '../media/media-support';
import { photo } from '../media/test-images';

const ALT = { altEn: 'A finished air-to-water heat pump install', altEs: 'Una aerotermia recién instalada' };

/** The home hero, contact, manufacturer and guide pages' photos (issue 27): set, read, counted, refused for no such page. */
describe('photo slots of the home hero, contact, manufacturer and guide pages', () => {
  let t: TestApp;
  let auth: string;
  let image: string;
  const slots = [
    '/api/admin/page-photos/home',
    '/api/admin/page-photos/contact',
    '/api/admin/page-photos/brands/daikin',
    '/api/admin/page-photos/guides/hvacSizingGuide',
  ];

  beforeAll(async () => {
    t = await startTestApp();
    auth = await adminAuthorization(t);
    // The hue makes the file new to the library, run after run.
    const hue = (Date.now() + 311) % 997;
    image = (await upload(t.http, auth, await photo('png', hue, { width: 1000, height: 750 }), 'slot.png', { alt: ALT }).expect(201)).body
      .id as string;
  });
  afterAll(async () => {
    for (const path of slots) await t.http.put(path).set('authorization', auth).send({ mediaIds: [] });
    await t.http.delete(`/api/admin/media/${image}`).set('authorization', auth);
    await t.close();
  });

  const get = (path: string) => t.http.get(path).set('authorization', auth);
  const put = (path: string, body: object) => t.http.put(path).set('authorization', auth).send(body);
  const uses = async (id: string) =>
    ((await get('/api/admin/media').expect(200)).body.data as { id: string; uses: number }[]).find((m) => m.id === id)?.uses;
  const pagesOf = async (id: string) =>
    (await query<{ page: string }>('select page from page_photo where media_id = $1 order by page', [id])).map((row) => row.page);

  it('sets and reads each new page kind under its key, counted as uses, and empties it again', async () => {
    for (const path of slots) expect((await get(path).expect(200)).body).toEqual({ mediaIds: [] });
    for (const path of slots) expect((await put(path, { mediaIds: [image, image] }).expect(200)).body).toEqual({ mediaIds: [image] });
    for (const path of slots) expect((await get(path).expect(200)).body).toEqual({ mediaIds: [image] });
    expect(await pagesOf(image)).toEqual(['brand:daikin', 'contact', 'guide:hvac-sizing-guide', 'home:hero']);
    expect(await uses(image)).toBe(4);
    await t.http.delete(`/api/admin/media/${image}`).set('authorization', auth).expect(409);

    for (const path of slots) await put(path, { mediaIds: [] }).expect(200);
    expect(await pagesOf(image)).toEqual([]);
    expect(await uses(image)).toBe(0);
  });

  it('refuses an unknown manufacturer or guide (404) and an id of no image (400)', async () => {
    await get('/api/admin/page-photos/brands/acme').expect(404);
    await put('/api/admin/page-photos/brands/acme', { mediaIds: [] }).expect(404);
    await get('/api/admin/page-photos/guides/no-such-guide').expect(404);
    await put('/api/admin/page-photos/guides/airConditioning', { mediaIds: [] }).expect(404);
    const refused = await put('/api/admin/page-photos/home', { mediaIds: ['00000000-0000-4000-8000-0000000000ab'] }).expect(400);
    expect(refused.body.fieldErrors['mediaIds.0']).toMatchObject({ code: 'imageUnknown' });
  });

  it('answers 401 without a token', async () => {
    for (const path of slots) {
      await t.http.get(path).expect(401);
      await t.http.put(path).send({ mediaIds: [] }).expect(401);
    }
  });
});

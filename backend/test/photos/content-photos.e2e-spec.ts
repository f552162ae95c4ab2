import { adminAuthorization, startTestApp, type TestApp } from '../support/test-app';
import { query } from '../support/test-database';
import { upload } from '../media/media-support';
import { photo } from '../media/test-images';

const UNKNOWN = '00000000-0000-4000-8000-0000000000aa';
const ALT = { altEn: 'A heat pump beside a white villa', altEs: 'Una bomba de calor junto a una villa blanca' };

interface Photo {
  id: string;
  width: number;
  height: number;
  alt: string;
  widths: number[];
}

describe('photos on testimonials, case studies and town pages', () => {
  let t: TestApp;
  let auth: string;
  let before: string;
  let after: string;
  const testimonials: string[] = [];
  const caseStudies: string[] = [];
  let featuredBefore: string | undefined;

  beforeAll(async () => {
    t = await startTestApp();
    auth = await adminAuthorization(t);
    // The hue makes each file new to the library, run after run; photo() turns it a quarter (EXIF orientation).
    const hue = Date.now() % 997;
    before = (await upload(t.http, auth, await photo('png', hue, { width: 900, height: 1400 }), 'before.png', { alt: ALT }).expect(201))
      .body.id as string;
    after = (await upload(t.http, auth, await photo('jpeg', hue + 1), 'after.jpg').expect(201)).body.id as string;
    const list = (await get('/api/admin/case-studies').expect(200)).body.data as { id: string; featured: boolean }[];
    featuredBefore = list.find((c) => c.featured)?.id;
  });
  afterAll(async () => {
    for (const id of testimonials) await t.http.delete(`/api/admin/testimonials/${id}`).set('authorization', auth);
    for (const id of caseStudies) await t.http.delete(`/api/admin/case-studies/${id}`).set('authorization', auth);
    if (featuredBefore) await t.http.post(`/api/admin/case-studies/${featuredBefore}/feature`).set('authorization', auth);
    await t.http.put('/api/admin/page-photos/towns/marbella').set('authorization', auth).send({ mediaIds: [] });
    for (const id of [before, after]) await t.http.delete(`/api/admin/media/${id}`).set('authorization', auth);
    await t.close();
  });

  const get = (path: string) => t.http.get(path).set('authorization', auth);
  const send = (method: 'post' | 'patch' | 'put', path: string, body: object) => t.http[method](path).set('authorization', auth).send(body);
  const uses = async (id: string) =>
    ((await get('/api/admin/media').expect(200)).body.data as { id: string; uses: number }[]).find((m) => m.id === id)?.uses;

  const testimonial = (extra: object = {}) => ({
    name: 'Photo Reviewer',
    rating: 5,
    serviceEn: 'Heat pump installation',
    serviceEs: 'Instalación de bomba de calor',
    reviewEn: 'A tidy job, done in two days, and the house is warm.',
    reviewEs: 'Un trabajo limpio, hecho en dos días, y la casa está caliente.',
    isPublished: true,
    ...extra,
  });
  const caseStudy = (extra: object = {}) => ({
    titleEn: 'Marbella villa with before and after photos',
    titleEs: 'Villa en Marbella con fotos de antes y después',
    location: 'Marbella',
    beforeSystemEn: 'An old oil boiler in the garage.',
    beforeSystemEs: 'Una caldera de gasóleo antigua en el garaje.',
    beforeEnergyCost: 4000,
    beforeIssuesEn: ['High bills'],
    beforeIssuesEs: ['Facturas altas'],
    afterSystemEn: 'An air-to-water heat pump outside.',
    afterSystemEs: 'Una aerotermia en el exterior.',
    afterEnergyCost: 1500,
    afterBenefitsEn: ['Lower bills'],
    afterBenefitsEs: ['Facturas más bajas'],
    isPublished: true,
    featured: true,
    ...extra,
  });

  it('refuses an id of no image with a field error, and a malformed one', async () => {
    const refused = await send('post', '/api/admin/testimonials', testimonial({ photoId: UNKNOWN })).expect(400);
    expect(refused.body).toMatchObject({
      fieldErrors: { photoId: { code: 'imageUnknown', message: 'Choose an image from the media library' } },
    });
    const malformed = await send('post', '/api/admin/testimonials', testimonial({ photoId: 'not-an-id' })).expect(400);
    expect(malformed.body.fieldErrors.photoId.code).toBe('invalidInput');
    const study = await send('post', '/api/admin/case-studies', caseStudy({ beforePhotoId: before, afterPhotoId: UNKNOWN })).expect(400);
    expect(study.body.fieldErrors).toEqual({ afterPhotoId: expect.objectContaining({ code: 'imageUnknown' }) });
  });

  it('gives the photos in the public lists in the language asked, counts the uses and keeps a used image', async () => {
    const created = await send('post', '/api/admin/testimonials', testimonial({ photoId: before })).expect(201);
    testimonials.push(created.body.id as string);
    expect(created.body.photoId).toBe(before);
    const study = await send('post', '/api/admin/case-studies', caseStudy({ beforePhotoId: before, afterPhotoId: after })).expect(201);
    caseStudies.push(study.body.id as string);
    expect(study.body).toMatchObject({ beforePhotoId: before, afterPhotoId: after });

    const es = (await t.http.get('/api/testimonials?lang=es').expect(200)).body.data as { id: string; photo: Photo | null }[];
    expect(es.find((item) => item.id === created.body.id)?.photo).toEqual({
      id: before,
      width: 1400,
      height: 900,
      alt: ALT.altEs,
      widths: [320, 640, 960, 1280],
    });
    const en = (await t.http.get('/api/case-studies?lang=en').expect(200)).body.data as {
      id: string;
      beforePhoto: Photo | null;
      afterPhoto: Photo | null;
    }[];
    const shown = en.find((item) => item.id === study.body.id);
    expect(shown?.beforePhoto).toMatchObject({ id: before, alt: ALT.altEn });
    // Turned a quarter by its EXIF orientation: 700 × 1000.
    expect(shown?.afterPhoto).toMatchObject({ id: after, width: 700, height: 1000, widths: [320, 640] });
    expect(en.filter((item) => item.id !== study.body.id).every((item) => item.beforePhoto === null)).toBe(true);

    expect(await uses(before)).toBe(2);
    expect(await uses(after)).toBe(1);
    const refused = await t.http.delete(`/api/admin/media/${before}`).set('authorization', auth).expect(409);
    expect(refused.body).toMatchObject({ code: 'MEDIA.IN_USE', message: expect.stringContaining('used in 2 places') });

    // An edited alternative text reaches the public list at once.
    await send('patch', `/api/admin/media/${before}`, { altEs: 'Bomba de calor nueva' }).expect(200);
    const edited = (await t.http.get('/api/testimonials?lang=es').expect(200)).body.data as { id: string; photo: Photo | null }[];
    expect(edited.find((item) => item.id === created.body.id)?.photo?.alt).toBe('Bomba de calor nueva');
    await send('patch', `/api/admin/media/${before}`, { altEs: ALT.altEs }).expect(200);

    // Removed from the content (null), the image is free again.
    await send('patch', `/api/admin/testimonials/${created.body.id}`, { photoId: null }).expect(200);
    await send('patch', `/api/admin/case-studies/${study.body.id}`, { beforePhotoId: null }).expect(200);
    const cleared = (await t.http.get('/api/testimonials?lang=en').expect(200)).body.data as { id: string; photo: Photo | null }[];
    expect(cleared.find((item) => item.id === created.body.id)?.photo).toBeNull();
    expect(await uses(before)).toBe(0);
    // A PATCH without the field keeps the photo.
    await send('patch', `/api/admin/case-studies/${study.body.id}`, { location: 'Marbella Este' }).expect(200);
    expect((await get(`/api/admin/case-studies/${study.body.id}`).expect(200)).body.afterPhotoId).toBe(after);
  });

  it('sets and reads a town page’s photos in order, by either slug, counted as uses', async () => {
    expect((await get('/api/admin/page-photos/towns/marbella').expect(200)).body).toEqual({ mediaIds: [] });
    expect((await t.http.get('/api/page-photos/towns/marbella?lang=es').expect(200)).body).toEqual({ data: [] });

    const set = await send('put', '/api/admin/page-photos/towns/marbella', { mediaIds: [after, before, after] }).expect(200);
    expect(set.body).toEqual({ mediaIds: [after, before] });
    const [row] = await query<{ pages: string }>(`select string_agg(page, ',') as pages from page_photo where media_id = $1`, [before]);
    expect(row.pages).toBe('town:marbella');
    const es = (await t.http.get('/api/page-photos/towns/marbella?lang=es').expect(200)).body.data as Photo[];
    expect(es.map((p) => [p.id, p.alt])).toEqual([
      [after, 'Una bomba de calor junto a una villa blanca'],
      [before, ALT.altEs],
    ]);
    expect(await uses(before)).toBe(1);
    await t.http.delete(`/api/admin/media/${before}`).set('authorization', auth).expect(409);

    const refused = await send('put', '/api/admin/page-photos/towns/marbella', { mediaIds: [before, UNKNOWN] }).expect(400);
    expect(refused.body.fieldErrors['mediaIds.1']).toMatchObject({ code: 'imageUnknown' });
    await send('put', '/api/admin/page-photos/towns/marbella', { mediaIds: 'nope' }).expect(400);
    await send('put', '/api/admin/page-photos/towns/atlantis', { mediaIds: [] }).expect(404);
    await t.http.get('/api/page-photos/towns/atlantis').expect(404);

    await send('put', '/api/admin/page-photos/towns/marbella', { mediaIds: [after] }).expect(200);
    expect(await uses(before)).toBe(0);
  });

  it('sets and reads a service page’s photos by its route key, counted as uses; another key is 404', async () => {
    expect((await get('/api/admin/page-photos/services/airConditioning').expect(200)).body).toEqual({ mediaIds: [] });
    await send('put', '/api/admin/page-photos/services/airConditioning', { mediaIds: [before] }).expect(200);
    const [row] = await query<{ pages: string }>(`select string_agg(page, ',') as pages from page_photo where media_id = $1`, [before]);
    expect(row.pages).toBe('service:air-conditioning');
    const en = (await t.http.get('/api/page-photos/services/airConditioning?lang=en').expect(200)).body.data as Photo[];
    expect(en.map((p) => [p.id, p.alt])).toEqual([[before, ALT.altEn]]);
    expect(await uses(before)).toBe(1);
    await send('put', '/api/admin/page-photos/services/contact', { mediaIds: [] }).expect(404);
    await t.http.get('/api/page-photos/services/no-such-service').expect(404);
    await send('put', '/api/admin/page-photos/services/airConditioning', { mediaIds: [] }).expect(200);
    expect(await uses(before)).toBe(0);
  });

  it('answers 401 without a token on the new admin route', async () => {
    await t.http.put('/api/admin/page-photos/towns/marbella').send({ mediaIds: [] }).expect(401);
    await t.http.get('/api/admin/page-photos/towns/marbella').expect(401);
    await t.http.put('/api/admin/page-photos/services/airConditioning').send({ mediaIds: [] }).expect(401);
  });

  it('deletes an image once nothing uses it', async () => {
    for (const id of testimonials) await send('patch', `/api/admin/testimonials/${id}`, { photoId: null }).expect(200);
    await send('put', '/api/admin/page-photos/towns/marbella', { mediaIds: [] }).expect(200);
    await t.http.delete(`/api/admin/media/${before}`).set('authorization', auth).expect(204);
  });
});

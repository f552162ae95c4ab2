import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { adminAuthorization, startTestApp, type TestApp } from '../support/test-app';

const M = VALIDATION_MESSAGES.en;

interface AdminTestimonial {
  id: string;
  name: string;
  isPublished: boolean;
  position: number;
}

describe('admin testimonials: create, publish, order, delete', () => {
  let t: TestApp;
  let auth: string;
  const created: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    auth = await adminAuthorization(t);
  });
  afterAll(async () => {
    // The public list other suites read keeps only its samples, in their order.
    for (const id of created) await t.http.delete(`/api/admin/testimonials/${id}`).set('authorization', auth);
    await t.close();
  });

  const post = (path: string, body: object) => t.http.post(path).set('authorization', auth).send(body);
  const patch = (path: string, body: object) => t.http.patch(path).set('authorization', auth).send(body);
  const adminList = async () =>
    (await t.http.get('/api/admin/testimonials').set('authorization', auth).expect(200)).body.data as AdminTestimonial[];
  const publicNames = async (lang = 'en') =>
    ((await t.http.get(`/api/testimonials?lang=${lang}`).expect(200)).body.data as { name: string; review: string }[]).map(
      (item) => item.name,
    );

  const body = (name: string) => ({
    name,
    location: 'Nerja',
    rating: 5,
    serviceEn: 'Split air conditioning',
    serviceEs: 'Aire acondicionado split',
    reviewEn: 'Quick survey, tidy installation and a quiet unit. <b>Recommended.</b>',
    reviewEs: 'Visita rápida, instalación limpia y un equipo silencioso. <b>Recomendable.</b>',
  });

  async function create(name: string, extra: object = {}): Promise<AdminTestimonial> {
    const response = await post('/api/admin/testimonials', { ...body(name), ...extra }).expect(201);
    created.push(response.body.id as string);
    return response.body as AdminTestimonial;
  }

  it('validates every field with codes at the field, and refuses unknown fields', async () => {
    const bad = await post('/api/admin/testimonials', {
      name: 'X',
      rating: 6,
      serviceEn: '',
      reviewEn: 'Too short',
      reviewEs: 'x'.repeat(2001),
      location: 'Line\nbreak',
      isPublished: 'yes',
      photo: 'hack.png',
    }).expect(400);
    expect(bad.body.fieldErrors).toMatchObject({
      name: { code: 'textTooShort' },
      rating: { code: 'ratingInvalid', message: M.ratingInvalid },
      serviceEn: { code: 'textTooShort' },
      serviceEs: { code: 'required' },
      reviewEn: { code: 'textTooShort' },
      reviewEs: { code: 'tooLong' },
      location: { code: 'invalidCharacters' },
      isPublished: { code: 'invalidInput' },
      photo: { code: 'unknownField' },
    });
    const fraction = await post('/api/admin/testimonials', { ...body('Fraction'), rating: 4.5 }).expect(400);
    expect(fraction.body.fieldErrors.rating.code).toBe('ratingInvalid');
    await patch('/api/admin/testimonials/00000000-0000-4000-8000-000000000000', { rating: 4 }).expect(404);
    await t.http.get('/api/admin/testimonials/not-a-uuid').set('authorization', auth).expect(400);
  });

  it('creates a draft first in the list; publishing shows it publicly in both languages, unpublishing hides it', async () => {
    const testimonial = await create('Test Reviewer One');
    expect(testimonial).toMatchObject({ isPublished: false, position: 0 });
    expect((await adminList())[0].id).toBe(testimonial.id);
    expect(await publicNames()).not.toContain('Test Reviewer One');

    await post(`/api/admin/testimonials/${testimonial.id}/publish`, {}).expect(200);
    expect((await publicNames())[0]).toBe('Test Reviewer One');
    const spanish = (await t.http.get('/api/testimonials?lang=es').expect(200)).body.data[0];
    expect(spanish).toMatchObject({ name: 'Test Reviewer One', service: 'Aire acondicionado split', isActive: true });
    // Plain text, stored and served as written: the site never renders it as HTML.
    expect(spanish.review).toContain('<b>Recomendable.</b>');

    await post(`/api/admin/testimonials/${testimonial.id}/unpublish`, {}).expect(200);
    expect(await publicNames()).not.toContain('Test Reviewer One');
  });

  it('edits only the fields sent; an empty location clears it', async () => {
    const testimonial = await create('Test Reviewer Two', { isPublished: true });
    const edited = await patch(`/api/admin/testimonials/${testimonial.id}`, {
      reviewEs: 'Todo perfecto, muy profesionales y puntuales.',
      location: '',
    }).expect(200);
    expect(edited.body).toMatchObject({
      name: 'Test Reviewer Two',
      rating: 5,
      location: null,
      reviewEs: 'Todo perfecto, muy profesionales y puntuales.',
    });
    expect(edited.body.reviewEn).toBe(body('x').reviewEn);
  });

  it('moves a testimonial to a place in the list, the others keeping their order', async () => {
    const first = await create('Test Order A');
    const second = await create('Test Order B');
    const before = (await adminList()).map((item) => item.id);
    expect(before.slice(0, 2)).toEqual([second.id, first.id]);

    const moved = await patch(`/api/admin/testimonials/${second.id}/position`, { position: 1 }).expect(200);
    const after = (moved.body.data as AdminTestimonial[]).map((item) => item.id);
    expect(after).toEqual([first.id, second.id, ...before.slice(2)]);
    expect((moved.body.data as AdminTestimonial[]).map((item) => item.position)).toEqual(after.map((_id, index) => index));

    await patch(`/api/admin/testimonials/${second.id}/position`, { position: -1 }).expect(400);
    await patch(`/api/admin/testimonials/${second.id}/position`, {}).expect(400);
    const last = await patch(`/api/admin/testimonials/${second.id}/position`, { position: 1000 }).expect(200);
    expect((last.body.data as AdminTestimonial[]).at(-1)?.id).toBe(second.id);
  });

  it('deletes a testimonial', async () => {
    const testimonial = await create('Test Reviewer Gone', { isPublished: true });
    expect(await publicNames()).toContain('Test Reviewer Gone');
    await t.http.delete(`/api/admin/testimonials/${testimonial.id}`).set('authorization', auth).expect(204);
    await t.http.get(`/api/admin/testimonials/${testimonial.id}`).set('authorization', auth).expect(404);
    await t.http.delete(`/api/admin/testimonials/${testimonial.id}`).set('authorization', auth).expect(404);
    expect(await publicNames()).not.toContain('Test Reviewer Gone');
  });

  it('answers 401 without a token and never lets the answers be stored', async () => {
    await t.http.get('/api/admin/testimonials').expect(401);
    const response = await t.http.get('/api/admin/testimonials').set('authorization', auth).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

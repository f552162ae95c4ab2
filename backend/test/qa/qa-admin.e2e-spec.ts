import { randomUUID } from 'node:crypto';
import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { adminAuthorization, startTestApp, type TestApp } from '../support/test-app';

const M = VALIDATION_MESSAGES.en;

describe('admin Q&A: categories, pages and the publish flow', () => {
  let t: TestApp;
  let auth: string;
  const unique = () => `test-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    t = await startTestApp();
    auth = await adminAuthorization(t);
  });
  afterAll(() => t.close());

  const post = (path: string, body: object) => t.http.post(path).set('authorization', auth).send(body);
  const patch = (path: string, body: object) => t.http.patch(path).set('authorization', auth).send(body);

  async function createCategory(slug = unique()) {
    const response = await post('/api/admin/qa/categories', {
      slug,
      nameEn: 'Pool heating',
      nameEs: 'Climatización de piscinas',
      descriptionEn: 'Heat pumps for pools.',
      descriptionEs: 'Bombas de calor para piscinas.',
    });
    expect(response.status).toBe(201);
    return response.body as { id: string; slug: string };
  }

  const pageBody = (categoryId: string, slug = unique()) => ({
    categoryId,
    slug,
    questionEn: 'How long does a pool heat pump take to warm the water?',
    questionEs: '¿Cuánto tarda una bomba de calor en calentar la piscina?',
    answerEn: 'Usually **two to four days** for a first heat-up, then it holds the temperature.',
    answerEs: 'Normalmente **de dos a cuatro días** la primera vez; después mantiene la temperatura.',
  });

  it('creates, reads, edits one language and lists a category with its counts', async () => {
    const category = await createCategory();
    const edited = await patch(`/api/admin/qa/categories/${category.id}`, { nameEs: 'Piscinas' }).expect(200);
    expect(edited.body).toMatchObject({ nameEn: 'Pool heating', nameEs: 'Piscinas', publishedPages: 0 });
    const list = await t.http.get('/api/admin/qa/categories').set('authorization', auth).expect(200);
    expect(list.body.data.map((c: { id: string }) => c.id)).toContain(category.id);
  });

  it('validates category fields with messages at the field', async () => {
    const response = await post('/api/admin/qa/categories', { slug: 'Not A Slug', nameEn: 'P', nameEs: '' }).expect(400);
    expect(response.body.fieldErrors).toMatchObject({
      slug: { code: 'slugInvalid', message: M.slugInvalid },
      nameEn: { code: 'textTooShort' },
      nameEs: { code: 'textTooShort' },
    });
  });

  it('answers 409 with the slug field when a category slug is taken', async () => {
    const category = await createCategory();
    const clash = await post('/api/admin/qa/categories', { slug: category.slug, nameEn: 'Again', nameEs: 'Otra vez' }).expect(409);
    expect(clash.body).toMatchObject({ code: 'QA.SLUG_TAKEN', fieldErrors: { slug: { code: 'slugTaken', message: M.slugTaken } } });
    const other = await createCategory();
    await patch(`/api/admin/qa/categories/${other.id}`, { slug: category.slug }).expect(409);
  });

  it('keeps page slugs unique within a category only', async () => {
    const first = await createCategory();
    const second = await createCategory();
    await post('/api/admin/qa/pages', pageBody(first.id, 'same-slug')).expect(201);
    const clash = await post('/api/admin/qa/pages', pageBody(first.id, 'same-slug')).expect(409);
    expect(clash.body.fieldErrors.slug.code).toBe('slugTaken');
    await post('/api/admin/qa/pages', pageBody(second.id, 'same-slug')).expect(201);
  });

  it('validates page fields and refuses an unknown category', async () => {
    const bad = await post('/api/admin/qa/pages', {
      categoryId: 'nope',
      slug: '-x-',
      questionEn: 'Short?',
      questionEs: 'Corta?',
      answerEn: 'tiny',
      answerEs: 'mini',
      isPublished: 'yes',
    }).expect(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual([
      'answerEn',
      'answerEs',
      'categoryId',
      'isPublished',
      'questionEn',
      'questionEs',
      'slug',
    ]);
    await post('/api/admin/qa/pages', pageBody(randomUUID())).expect(404);
  });

  it('publishes and unpublishes: the public page answers 200 only while published', async () => {
    const category = await createCategory();
    const page = (await post('/api/admin/qa/pages', pageBody(category.id)).expect(201)).body as {
      id: string;
      slug: string;
      isPublished: boolean;
    };
    expect(page.isPublished).toBe(false);
    const publicPath = `/api/qa/categories/${category.slug}/pages/${page.slug}`;
    await t.http.get(publicPath).expect(404);
    await t.http.get(`/api/qa/categories/${category.slug}`).expect(404);

    await post(`/api/admin/qa/pages/${page.id}/publish`, {}).expect(200);
    const english = await t.http.get(publicPath).expect(200);
    expect(english.body).toMatchObject({
      question: 'How long does a pool heat pump take to warm the water?',
      category: { slug: category.slug, name: 'Pool heating' },
    });
    const spanish = await t.http.get(`${publicPath}?lang=es`).expect(200);
    expect(spanish.body.question).toBe('¿Cuánto tarda una bomba de calor en calentar la piscina?');
    const index = await t.http.get('/api/qa/categories').expect(200);
    expect(index.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ slug: category.slug, pageCount: 1 })]));

    await post(`/api/admin/qa/pages/${page.id}/unpublish`, {}).expect(200);
    await t.http.get(publicPath).expect(404);
    const drafts = await t.http.get(`/api/admin/qa/pages?categoryId=${category.id}&status=draft`).set('authorization', auth).expect(200);
    expect(drafts.body.data.map((p: { id: string }) => p.id)).toEqual([page.id]);
  });

  it('refuses to delete a category that has pages, then deletes it once empty', async () => {
    const category = await createCategory();
    const page = (await post('/api/admin/qa/pages', pageBody(category.id)).expect(201)).body as { id: string };
    const refused = await t.http.delete(`/api/admin/qa/categories/${category.id}`).set('authorization', auth).expect(409);
    expect(refused.body.message).toBe('This category still has 1 page. Move or delete them before deleting the category.');
    await t.http.delete(`/api/admin/qa/pages/${page.id}`).set('authorization', auth).expect(204);
    await t.http.delete(`/api/admin/qa/categories/${category.id}`).set('authorization', auth).expect(204);
    await t.http.get(`/api/admin/qa/categories/${category.id}`).set('authorization', auth).expect(404);
  });

  it('stores Markdown as written, script tags included, for the site to render safely', async () => {
    const category = await createCategory();
    const answer = 'Hello <script>alert(1)</script> **world** and more text';
    const page = (await post('/api/admin/qa/pages', { ...pageBody(category.id), answerEn: answer, isPublished: true }).expect(201))
      .body as { slug: string };
    const response = await t.http.get(`/api/qa/categories/${category.slug}/pages/${page.slug}`).expect(200);
    expect(response.body.answer).toBe(answer);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});

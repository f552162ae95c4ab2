import { siteInstanceEnv } from '../support/site-instance-env';
import { randomUUID } from 'node:crypto';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { adminAuthorization } from '../support/test-app';

// Issue 22: every slug change leaves a 301 from the old path (a second instance: test/multi-instance/redirects-two-instances).
describe('a changed Q&A slug answers 301 from its old paths', () => {
  let a: ServerProcess;
  let auth: string;
  beforeAll(async () => {
    const env = siteInstanceEnv();
    a = await startServerProcess(env);
    await a.ready();
    auth = await adminAuthorization(a);
  });
  afterAll(() => a?.kill());

  async function publishedPage() {
    const categorySlug = `test-moving-${randomUUID().slice(0, 8)}`;
    const category = await a.http
      .post('/api/admin/qa/categories')
      .set('authorization', auth)
      .send({ slug: categorySlug, nameEn: 'Moving pages', nameEs: 'Páginas que se mueven' })
      .expect(201);
    const page = await a.http
      .post('/api/admin/qa/pages')
      .set('authorization', auth)
      .send({
        categoryId: category.body.id,
        slug: 'old-question',
        questionEn: 'Where did this question go?',
        questionEs: '¿Adónde fue esta pregunta?',
        answerEn: 'To its new address, and the old one sends visitors there.',
        answerEs: 'A su nueva dirección, y la antigua lleva allí a los visitantes.',
        isPublished: true,
      })
      .expect(201);
    return { categoryId: category.body.id as string, categorySlug, pageId: page.body.id as string };
  }

  const expectMoved = async (server: ServerProcess, from: string, to: string) => {
    const response = await server.http.get(`${from}?utm_source=news`).redirects(0);
    expect([from, response.status, response.headers.location]).toEqual([from, 301, `${to}?utm_source=news`]);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  };

  it('moves a page: its old English and Spanish paths answer 301 with the new ones, which answer 200', async () => {
    const { categorySlug, pageId } = await publishedPage();
    const [oldEn, oldEs] = [`/qa/${categorySlug}/old-question`, `/es/preguntas/${categorySlug}/old-question`];
    const [newEn, newEs] = [`/qa/${categorySlug}/new-question`, `/es/preguntas/${categorySlug}/new-question`];
    // The old page is rendered and cached first.
    await a.http.get(oldEs).expect(200);

    await a.http.patch(`/api/admin/qa/pages/${pageId}`).set('authorization', auth).send({ slug: 'new-question' }).expect(200);
    await expectMoved(a, oldEn, newEn);
    await expectMoved(a, oldEs, newEs);
    expect((await a.http.get(newEn).expect(200)).text).toContain('Where did this question go?');
    expect((await a.http.get(newEs).expect(200)).text).toContain('¿Adónde fue esta pregunta?');
    const listed = (await a.http.get('/api/admin/redirects').set('authorization', auth).expect(200)).body.data as { fromPath: string }[];
    expect(listed.filter((row) => [oldEn, oldEs].includes(row.fromPath))).toMatchObject([
      // The slug change's author.
      { source: 'automatic', createdBy: siteInstanceEnv().ADMIN_EMAIL },
      { source: 'automatic', createdBy: siteInstanceEnv().ADMIN_EMAIL },
    ]);
  });

  it('moves a category: the category and each of its pages answer 301 in both languages', async () => {
    const { categoryId, categorySlug } = await publishedPage();
    const renamed = `${categorySlug}-renamed`;
    await a.http.patch(`/api/admin/qa/categories/${categoryId}`).set('authorization', auth).send({ slug: renamed }).expect(200);
    await expectMoved(a, `/qa/${categorySlug}`, `/qa/${renamed}`);
    await expectMoved(a, `/es/preguntas/${categorySlug}`, `/es/preguntas/${renamed}`);
    await expectMoved(a, `/qa/${categorySlug}/old-question`, `/qa/${renamed}/old-question`);
    await expectMoved(a, `/es/preguntas/${categorySlug}/old-question`, `/es/preguntas/${renamed}/old-question`);
    await a.http.get(`/qa/${renamed}/old-question`).expect(200);
    await a.http.get(`/es/preguntas/${renamed}`).expect(200);
  });

  it('moves a page to another category: its old paths answer 301 with its paths there', async () => {
    const { categorySlug, pageId } = await publishedPage();
    const other = await publishedPage();
    await a.http
      .patch(`/api/admin/qa/pages/${pageId}`)
      .set('authorization', auth)
      .send({ categoryId: other.categoryId, slug: 'moved-question' })
      .expect(200);
    await expectMoved(a, `/qa/${categorySlug}/old-question`, `/qa/${other.categorySlug}/moved-question`);
    await expectMoved(a, `/es/preguntas/${categorySlug}/old-question`, `/es/preguntas/${other.categorySlug}/moved-question`);
    await a.http.get(`/es/preguntas/${other.categorySlug}/moved-question`).expect(200);
  });

  it('collapses a second move into one hop, and a slug given back takes its old path back', async () => {
    const { categorySlug, pageId } = await publishedPage();
    const path = (slug: string) => `/qa/${categorySlug}/${slug}`;
    const rename = (slug: string) => a.http.patch(`/api/admin/qa/pages/${pageId}`).set('authorization', auth).send({ slug }).expect(200);
    await rename('second-name');
    await rename('third-name');
    await expectMoved(a, path('old-question'), path('third-name'));
    await expectMoved(a, path('second-name'), path('third-name'));

    await rename('old-question');
    await a.http.get(path('old-question')).expect(200);
    await expectMoved(a, path('third-name'), path('old-question'));
    await expectMoved(a, path('second-name'), path('old-question'));
  });

  it('serves a redirect added in the admin, and the path as before once it is deleted', async () => {
    const from = `/special-offer-${randomUUID().slice(0, 8)}`;
    await a.http.get(from).expect(404);
    const added = await a.http
      .post('/api/admin/redirects')
      .set('authorization', auth)
      .send({ fromPath: from, toPath: '/contact' })
      .expect(201);
    await expectMoved(a, from, '/contact');
    await a.http.delete(`/api/admin/redirects/${added.body.id}`).set('authorization', auth).expect(204);
    await a.http.get(from).expect(404);
  });
});

import { siteInstanceEnv } from '../support/site-instance-env';
import { randomUUID } from 'node:crypto';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { eventually } from '../support/eventually';
import { adminAuthorization } from '../support/test-app';
import { query } from '../support/test-database';
import { newTownBody, slugsOf } from '../support/towns';

// Two instances on one PostgreSQL, as behind a load balancer: a slug changed on A answers 301 on B within a second.
describe('redirects on two instances', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    const env = siteInstanceEnv();
    // One after the other: on a fresh database, the first start seeds the Q&A.
    a = await startServerProcess(env);
    await a.ready();
    b = await startServerProcess(env);
    await b.ready();
  });
  afterAll(() => Promise.all([a?.kill(), b?.kill()]));

  it('serve the 301 of a Q&A slug changed on one from the other within a second, in both languages', async () => {
    const auth = await adminAuthorization(a);
    const slug = `test-two-moves-${randomUUID().slice(0, 8)}`;
    const category = await a.http
      .post('/api/admin/qa/categories')
      .set('authorization', auth)
      .send({ slug, nameEn: 'Moving on two', nameEs: 'Mudanza en dos' })
      .expect(201);
    const page = await a.http
      .post('/api/admin/qa/pages')
      .set('authorization', auth)
      .send({
        categoryId: category.body.id,
        slug: 'before',
        questionEn: 'Is the move seen on every instance?',
        questionEs: '¿Se ve el cambio en todas las instancias?',
        answerEn: 'Yes, within a second of the slug change on any one of them.',
        answerEs: 'Sí, un segundo después del cambio de slug en cualquiera de ellas.',
        isPublished: true,
      })
      .expect(201);
    // B renders and caches the page under its old path first.
    await b.http.get(`/qa/${slug}/before`).expect(200);

    await a.http.patch(`/api/admin/qa/pages/${page.body.id}`).set('authorization', auth).send({ slug: 'after' }).expect(200);
    const changedAt = Date.now();
    await eventually(1000, async () => (await b.http.get(`/qa/${slug}/before`).redirects(0)).status === 301);
    expect(Date.now() - changedAt).toBeLessThan(1000);
    const spanish = await b.http.get(`/es/preguntas/${slug}/before`).redirects(0);
    expect([spanish.status, spanish.headers.location]).toEqual([301, `/es/preguntas/${slug}/after`]);
    await b.http.get(`/es/preguntas/${slug}/after`).expect(200);
  });
  it("serve a town's new path and the 301 from its old one on the other within a second", async () => {
    const auth = await adminAuthorization(a);
    const town = newTownBody();
    const old = slugsOf(town);
    const moved = { en: `${old.en}-moved`, es: `${old.es}-movida` };
    await a.http.post('/api/admin/towns').set('authorization', auth).send(town).expect(201);
    await eventually(1000, async () => (await b.http.get(`/es/ubicaciones/${old.es}`)).status === 200);

    await a.http
      .put(`/api/admin/towns/${old.en}`)
      .set('authorization', auth)
      .send({ ...town, slugEn: moved.en, slugEs: moved.es })
      .expect(200);
    const changedAt = Date.now();
    await eventually(1000, async () => (await b.http.get(`/es/ubicaciones/${old.es}`).redirects(0)).status === 301);
    await eventually(1000, async () => (await b.http.get(`/es/ubicaciones/${moved.es}`)).status === 200);
    expect(Date.now() - changedAt).toBeLessThan(1000);
    const english = await b.http.get(`/locations/${old.en}`).redirects(0);
    expect([english.status, english.headers.location]).toEqual([301, `/locations/${moved.en}`]);
    await query(`delete from town where slug = $1`, [moved.en]);
  });
});

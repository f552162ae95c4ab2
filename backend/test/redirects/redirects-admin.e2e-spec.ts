import { randomUUID } from 'node:crypto';
import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { adminAuthorization, ADMIN, startTestApp, type TestApp } from '../support/test-app';
import { query } from '../support/test-database';

const M = VALIDATION_MESSAGES.en;

interface RedirectRow {
  id: string;
  fromPath: string;
  toPath: string;
  source: string;
  createdBy: string | null;
}

describe('admin redirects: list, add with its checks, delete', () => {
  let t: TestApp;
  let auth: string;
  const unique = () => `/old-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    t = await startTestApp();
    auth = await adminAuthorization(t);
  });
  afterAll(() => t.close());

  const add = (fromPath: string, toPath: string) =>
    t.http.post('/api/admin/redirects').set('authorization', auth).send({ fromPath, toPath });
  const list = async () => (await t.http.get('/api/admin/redirects').set('authorization', auth).expect(200)).body.data as RedirectRow[];

  it('adds a redirect, lists it newest first with who added it, and deletes it', async () => {
    const first = await add(unique(), '/contact').expect(201);
    const second = await add(unique(), '/es/contacto').expect(201);
    expect(second.body).toMatchObject({ toPath: '/es/contacto', source: 'manual', createdBy: ADMIN.email });
    const ids = (await list()).map((row) => row.id);
    expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
    await t.http.get(`/api/admin/redirects/${first.body.id}`).set('authorization', auth).expect(200);

    await t.http.delete(`/api/admin/redirects/${first.body.id}`).set('authorization', auth).expect(204);
    await t.http.delete(`/api/admin/redirects/${first.body.id}`).set('authorization', auth).expect(404);
    expect((await list()).map((row) => row.id)).not.toContain(first.body.id);
  });

  it.each([
    ['a path without its slash', 'contact-us'],
    ['a query', '/contact?x=1'],
    ['upper case', '/Contact-Us'],
    ['a trailing slash', '/contact-us/'],
    ['an API path', '/api/quotes'],
    ['an admin path', '/admin/leads'],
    ['a media path (the image library)', '/media/x'],
    ['a built file path', '/assets/app.js'],
    ['a share card path', '/share/home.png'],
    ['the sitemap', '/sitemap.xml'],
    ['dot segments', '/../../evil'],
    ['a dot segment inside', '/qa/./heating'],
    ['an escaped dot segment', '/qa/%2e%2e/evil'],
    ['an escaped slash', '/qa%2fevil'],
    ['an escape of a plain character', '/%7econtact'],
    ['an escape that is no UTF-8', '/caf%e9'],
  ])('refuses %s as a site path, in either field', async (_what, path) => {
    const refused = await add(path, path).expect(400);
    expect(refused.body.fieldErrors).toMatchObject({
      fromPath: { code: 'redirectPathInvalid', message: M.redirectPathInvalid },
      toPath: { code: 'redirectPathInvalid' },
    });
  });

  it('takes a path whose escapes are the canonical spelling of what they stand for', async () => {
    const from = `/old-caf%c3%a9-${randomUUID().slice(0, 8)}`;
    const added = await add(from, '/contact').expect(201);
    expect(added.body).toMatchObject({ fromPath: from, toPath: '/contact' });
  });

  it('refuses the same path twice, and unknown or missing fields', async () => {
    const from = unique();
    const same = await add(from, from).expect(400);
    expect(same.body.fieldErrors).toEqual({ toPath: { code: 'redirectSamePath', message: M.redirectSamePath } });
    const extra = await t.http.post('/api/admin/redirects').set('authorization', auth).send({ fromPath: from, extra: 1 }).expect(400);
    expect(Object.keys(extra.body.fieldErrors as object).sort()).toEqual(['extra', 'toPath']);
  });

  it('refuses an old path that a page owns: a fixed page, a manufacturer, a town, a published Q&A page', async () => {
    for (const owned of [
      '/',
      '/es',
      '/contact',
      '/es/contacto',
      '/manufacturers/daikin',
      '/locations/marbella',
      '/es/ubicaciones/nueva-andalucia',
    ]) {
      const refused = await add(owned, '/somewhere-else').expect(400);
      expect(refused.body.fieldErrors).toEqual({ fromPath: { code: 'redirectPathOwned', message: M.redirectPathOwned } });
    }
    const slug = `test-owned-${randomUUID().slice(0, 8)}`;
    const category = await t.http
      .post('/api/admin/qa/categories')
      .set('authorization', auth)
      .send({ slug, nameEn: 'Owned paths', nameEs: 'Rutas ocupadas' })
      .expect(201);
    await t.http
      .post('/api/admin/qa/pages')
      .set('authorization', auth)
      .send({
        categoryId: category.body.id,
        slug: 'a-question',
        questionEn: 'Does a published page own its path?',
        questionEs: '¿Una página publicada ocupa su ruta?',
        answerEn: 'Yes: a redirect there would hide it.',
        answerEs: 'Sí: una redirección allí la ocultaría.',
        isPublished: true,
      })
      .expect(201);
    for (const owned of [`/qa/${slug}`, `/es/preguntas/${slug}/a-question`]) {
      expect((await add(owned, '/qa').expect(400)).body.fieldErrors.fromPath.code).toBe('redirectPathOwned');
    }
    // A Q&A path with no page is free.
    await add(`/qa/${slug}/no-such-question`, `/qa/${slug}/a-question`).expect(201);
  });

  it('answers 409 for an old path that already has a redirect', async () => {
    const from = unique();
    await add(from, '/contact').expect(201);
    const clash = await add(from, '/es/contacto').expect(409);
    expect(clash.body).toMatchObject({
      code: 'REDIRECTS.TAKEN',
      fieldErrors: { fromPath: { code: 'redirectTaken', message: M.redirectTaken } },
    });
  });

  it('refuses a loop, direct or through a chain', async () => {
    const [a, b, c] = [unique(), unique(), unique()];
    await add(a, b).expect(201);
    const direct = await add(b, a).expect(400);
    expect(direct.body.fieldErrors).toEqual({ toPath: { code: 'redirectLoop', message: M.redirectLoop } });
    await add(b, c).expect(201);
    expect((await add(c, a).expect(400)).body.fieldErrors.toPath.code).toBe('redirectLoop');
  });

  it('collapses chains: A→B then B→C serves A→C, and C→D added later moves both', async () => {
    const [a, b, c, d] = [unique(), unique(), unique(), unique()];
    await add(a, b).expect(201);
    await add(b, c).expect(201);
    const targets = async () => new Map((await list()).map((row) => [row.fromPath, row.toPath]));
    expect((await targets()).get(a)).toBe(c);
    await add(c, d).expect(201);
    const now = await targets();
    expect([now.get(a), now.get(b), now.get(c)]).toEqual([d, d, d]);
    // A new redirect to a path that itself redirects is stored as its end.
    const e = unique();
    expect((await add(e, a).expect(201)).body.toPath).toBe(d);
  });

  it('writes an audit entry for an added and a deleted redirect', async () => {
    const added = await add(unique(), '/contact').expect(201);
    await t.http.delete(`/api/admin/redirects/${added.body.id}`).set('authorization', auth).expect(204);
    const entries = await query<{ action: string; entity_type: string; from_before: string | null }>(
      `select action, entity_type, before->>'fromPath' as from_before from audit_entry where entity_id = $1 order by at`,
      [added.body.id],
    );
    expect(entries).toEqual([
      { action: 'POST /api/admin/redirects', entity_type: 'redirects', from_before: null },
      { action: 'DELETE /api/admin/redirects/{id}', entity_type: 'redirects', from_before: added.body.fromPath },
    ]);
  });
});

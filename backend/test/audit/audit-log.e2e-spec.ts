import { randomUUID } from 'node:crypto';
import { query } from '../support/test-database';
import { ADMIN, adminAuthorization, startTestApp, type TestApp } from '../support/test-app';

interface Entry {
  actor: { email: string };
  action: string;
  entityType: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe('the audit log of the admin', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await startTestApp();
    auth = await adminAuthorization(t);
  });
  afterAll(() => t.close());

  const entriesFor = async (entityType: string, entityId: string): Promise<Entry[]> =>
    (await t.http.get('/api/admin/audit').query({ entityType, entityId }).set('authorization', auth).expect(200)).body.entries as Entry[];

  it('shows who changed a Q&A page, when, and the page before and after, newest first', async () => {
    const category = await t.http
      .post('/api/admin/qa/categories')
      .set('authorization', auth)
      .send({ slug: `audit-${randomUUID().slice(0, 8)}`, nameEn: 'Pool heating', nameEs: 'Piscinas' })
      .expect(201);
    const page = await t.http
      .post('/api/admin/qa/pages')
      .set('authorization', auth)
      .send({
        categoryId: category.body.id,
        slug: `audit-${randomUUID().slice(0, 8)}`,
        questionEn: 'How long does a pool heat pump take to warm the water?',
        questionEs: '¿Cuánto tarda una bomba de calor en calentar la piscina?',
        answerEn: 'Usually two to four days for a first heat-up, then it holds the temperature.',
        answerEs: 'Normalmente de dos a cuatro días la primera vez; después mantiene la temperatura.',
      })
      .expect(201);
    const id = page.body.id as string;
    await t.http
      .patch(`/api/admin/qa/pages/${id}`)
      .set('authorization', auth)
      .send({ questionEn: 'How many days does a pool heat pump need to warm the water?' })
      .expect(200);
    await t.http.post(`/api/admin/qa/pages/${id}/publish`).set('authorization', auth).expect(200);

    const entries = await entriesFor('qa/pages', id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'POST /api/admin/qa/pages/{id}/publish',
      'PATCH /api/admin/qa/pages/{id}',
      'POST /api/admin/qa/pages',
    ]);
    expect(entries.every((entry) => entry.actor.email === ADMIN.email)).toBe(true);
    const [published, edited, created] = entries;
    expect(created).toMatchObject({ before: null, after: { id, questionEn: 'How long does a pool heat pump take to warm the water?' } });
    expect(edited.before).toMatchObject({ questionEn: 'How long does a pool heat pump take to warm the water?' });
    expect(edited.after).toMatchObject({ questionEn: 'How many days does a pool heat pump need to warm the water?' });
    expect(published.before).toMatchObject({ isPublished: false });
    expect(published.after).toMatchObject({ isPublished: true });

    await t.http.delete(`/api/admin/qa/pages/${id}`).set('authorization', auth).expect(204);
    const [deleted] = await entriesFor('qa/pages', id);
    expect(deleted).toMatchObject({ action: 'DELETE /api/admin/qa/pages/{id}', after: null, before: { id } });
  });

  it('records nothing for a refused change, nor for visitors, and never keeps a password or a token', async () => {
    const before = Number((await query<{ n: string }>('select count(*) as n from audit_entry'))[0].n);
    await t.http.patch(`/api/admin/qa/pages/${randomUUID()}`).set('authorization', auth).send({ questionEn: 'x' }).expect(400);
    await t.http.post('/api/auth/login').send(ADMIN).expect(200);
    const after = Number((await query<{ n: string }>('select count(*) as n from audit_entry'))[0].n);
    expect(after).toBe(before);
    const stored = await query<{ row: string }>('select row_to_json(a)::text as row from audit_entry a');
    for (const { row } of stored) expect(row).not.toMatch(/accessToken|passwordHash|Bearer /);
  });

  it('pages through the entries with `next`', async () => {
    const first = await t.http.get('/api/admin/audit').query({ limit: 2 }).set('authorization', auth).expect(200);
    expect(first.body.entries).toHaveLength(2);
    const second = await t.http.get('/api/admin/audit').query({ limit: 2, before: first.body.next }).set('authorization', auth).expect(200);
    expect(second.body.entries[0].id).not.toBe(first.body.entries[1].id);
    await t.http.get('/api/admin/audit').query({ limit: 0 }).set('authorization', auth).expect(400);
  });
});

import { randomUUID } from 'node:crypto';
import { query } from '../support/test-database';
import { adminAuthorization, startTestApp, type TestApp } from '../support/test-app';

/** While it exists, every insert into audit_entry fails, as a full disk or a lost connection would fail it. */
async function breakTheAuditLog(): Promise<void> {
  await query(`create or replace function audit_test_refuse() returns trigger language plpgsql as $$
    begin raise exception 'audit_entry refused by the test'; end $$`);
  await query('create trigger audit_test_refuse before insert on audit_entry for each row execute function audit_test_refuse()');
}

async function mendTheAuditLog(): Promise<void> {
  await query('drop trigger if exists audit_test_refuse on audit_entry');
  await query('drop function if exists audit_test_refuse()');
}

const count = async (sql: string, params: unknown[]): Promise<number> => Number((await query<{ n: string }>(sql, params))[0].n);

describe('an audited change and its audit entry commit together, or neither does', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await startTestApp();
    auth = await adminAuthorization(t);
  });
  afterAll(async () => {
    await mendTheAuditLog();
    await t.close();
  });

  const category = (slug: string) => ({ slug, nameEn: 'Solar thermal', nameEs: 'Solar térmica' });
  const testimonial = (name: string) => ({
    name,
    location: 'Nerja',
    rating: 5,
    serviceEn: 'Split air conditioning',
    serviceEs: 'Aire acondicionado split',
    reviewEn: 'Quick survey, tidy installation and a quiet unit.',
    reviewEs: 'Visita rápida, instalación limpia y un equipo silencioso.',
  });

  it('stores nothing and answers 5xx when the audit entry cannot be written; stores both once it can', async () => {
    const slug = `atomic-${randomUUID().slice(0, 8)}`;
    const name = `Atomic ${randomUUID().slice(0, 8)}`;
    const entriesBefore = await count('select count(*) as n from audit_entry', []);

    await breakTheAuditLog();
    try {
      const refusedCategory = await t.http.post('/api/admin/qa/categories').set('authorization', auth).send(category(slug));
      expect(refusedCategory.status).toBeGreaterThanOrEqual(500);
      expect(refusedCategory.headers['content-type']).toMatch(/json/);
      expect(JSON.stringify(refusedCategory.body)).not.toMatch(/audit_entry|refused by the test|at .*\.ts:\d+/);
      const refusedTestimonial = await t.http.post('/api/admin/testimonials').set('authorization', auth).send(testimonial(name));
      expect(refusedTestimonial.status).toBeGreaterThanOrEqual(500);
    } finally {
      await mendTheAuditLog();
    }
    expect(await count('select count(*) as n from qa_category where slug = $1', [slug])).toBe(0);
    expect(await count('select count(*) as n from testimonial where name = $1', [name])).toBe(0);
    expect(await count('select count(*) as n from audit_entry', [])).toBe(entriesBefore);

    const stored = await t.http.post('/api/admin/qa/categories').set('authorization', auth).send(category(slug)).expect(201);
    const storedTestimonial = await t.http.post('/api/admin/testimonials').set('authorization', auth).send(testimonial(name)).expect(201);
    expect(await count('select count(*) as n from qa_category where slug = $1', [slug])).toBe(1);
    expect(await count('select count(*) as n from audit_entry where entity_id = $1', [stored.body.id])).toBe(1);
    expect(await count('select count(*) as n from audit_entry where entity_id = $1', [storedTestimonial.body.id])).toBe(1);
    await t.http
      .delete(`/api/admin/testimonials/${storedTestimonial.body.id as string}`)
      .set('authorization', auth)
      .expect(204);
  });

  it('keeps answering a refused change as before: its error, and no audit entry', async () => {
    const slug = `atomic-${randomUUID().slice(0, 8)}`;
    await t.http.post('/api/admin/qa/categories').set('authorization', auth).send(category(slug)).expect(201);
    const entries = await count('select count(*) as n from audit_entry', []);
    const clash = await t.http.post('/api/admin/qa/categories').set('authorization', auth).send(category(slug));
    expect(clash.status).toBe(409);
    expect(await count('select count(*) as n from audit_entry', [])).toBe(entries);
    expect(await count('select count(*) as n from qa_category where slug = $1', [slug])).toBe(1);
  });
});

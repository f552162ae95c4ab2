import { randomUUID } from 'node:crypto';
import { upload } from '../media/media-support';
import { photo } from '../media/test-images';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { siteInstanceEnv } from '../support/site-instance-env';
import { createStaffUser } from '../support/staff-users';
import { adminAuthorization } from '../support/test-app';
import { query } from '../support/test-database';
import { newTownBody, slugsOf } from '../support/towns';

type Slugs = { en: string; es: string };

// Issue 22: a town given another slug leaves a 301 from each of its old paths; what is kept under its English slug follows it.
describe('a town given another slug answers 301 from its old paths', () => {
  let a: ServerProcess;
  let auth: string;
  let mediaId: string;
  const body = newTownBody();
  const old = slugsOf(body);
  const moved: Slugs = { en: `${old.en}-moved`, es: `${old.es}-movida` };
  let page: Slugs;

  beforeAll(async () => {
    a = await startServerProcess(siteInstanceEnv());
    await a.ready();
    auth = await adminAuthorization(a);
    await a.http.post('/api/admin/towns').set('authorization', auth).send(body).expect(201);
    // The town takes Alhaurín el Grande's service sub-pages; saving it again loads them into every instance's directory.
    await query(`update town set pages = (select pages from town where slug = 'alhaurin-el-grande') where slug = $1`, [old.en]);
    [page] = await query<Slugs>(`select pages->0->>'slugEn' as en, pages->0->>'slugEs' as es from town where slug = $1`, [old.en]);
    await save(old.en, body);
    mediaId = (await upload(a.http, auth, await photo('png', Date.now() % 997), 'town.png').expect(201)).body.id as string;
    await a.http
      .put(`/api/admin/page-photos/towns/${old.en}`)
      .set('authorization', auth)
      .send({ mediaIds: [mediaId] })
      .expect(200);
    const technician = await createStaffUser('technician');
    await query(
      `insert into visit (id, technician_id, kind, town, starts_at, ends_at, blocked_until, status, source, name, email, phone, language)
       values ($1, $2, 'survey', $3, '2020-03-02T09:00:00Z', '2020-03-02T10:00:00Z', '2020-03-02T10:30:00Z', 'done', 'office',
               'Laura Gómez', 'laura@example.com', '+34 600 123 456', 'es')`,
      [randomUUID(), technician.id, old.en],
    );
  });

  afterAll(async () => {
    for (const slug of [old.en, moved.en]) await query(`delete from visit where town = $1`, [slug]);
    await query(`delete from page_photo where media_id = $1`, [mediaId]);
    await a?.http.delete(`/api/admin/media/${mediaId}`).set('authorization', auth);
    await query(`delete from redirect where from_path like $1 or from_path like $2`, [`%/${old.en}%`, `%/${old.es}%`]);
    await query(`delete from town where slug in ($1, $2)`, [old.en, moved.en]);
    await a?.kill();
  });

  const save = (slug: string, town: object) => a.http.put(`/api/admin/towns/${slug}`).set('authorization', auth).send(town);
  const paths = (slugs: Slugs) => [
    `/locations/${slugs.en}`,
    `/es/ubicaciones/${slugs.es}`,
    `/locations/${slugs.en}/${page.en}`,
    `/es/ubicaciones/${slugs.es}/${page.es}`,
  ];
  const expectMoved = async (from: string, to: string) => {
    const response = await a.http.get(`${from}?utm_source=news`).redirects(0);
    expect([from, response.status, response.headers.location]).toEqual([from, 301, `${to}?utm_source=news`]);
  };

  it('moves the town page and its sub-pages in both languages, with its visits and photos', async () => {
    for (const path of paths(old)) await a.http.get(path).expect(200);

    const saved = await save(old.en, { ...body, slugEn: moved.en, slugEs: moved.es }).expect(200);
    expect(saved.body).toMatchObject({ id: moved.en, slugs: moved });

    const [oldPaths, newPaths] = [paths(old), paths(moved)];
    for (const [index, from] of oldPaths.entries()) await expectMoved(from, newPaths[index]);
    for (const path of newPaths) await a.http.get(path).expect(200);
    const sitemap = (await a.http.get('/sitemap.xml').expect(200)).text;
    for (const path of newPaths) expect(sitemap).toContain(`${path}</loc>`);
    for (const path of oldPaths) expect(sitemap).not.toContain(`${path}</loc>`);
    const listed = (await a.http.get('/api/admin/redirects').set('authorization', auth).expect(200)).body.data as {
      fromPath: string;
      toPath: string;
      source: string;
    }[];
    const recorded = listed.filter((row) => oldPaths.includes(row.fromPath)).map((row) => [row.fromPath, row.toPath, row.source]);
    expect(recorded.sort()).toEqual(oldPaths.map((from, index) => [from, newPaths[index], 'automatic']).sort());

    const visits = await query<{ town: string }>(`select town from visit where town in ($1, $2)`, [old.en, moved.en]);
    expect(visits).toEqual([{ town: moved.en }]);
    const photos = (await a.http.get(`/api/page-photos/towns/${moved.es}?lang=es`).expect(200)).body.data as { id: string }[];
    expect(photos.map((shown) => shown.id)).toEqual([mediaId]);
    await a.http.get(`/api/admin/towns/${old.en}`).set('authorization', auth).expect(404);

    // A booking form opened before the move still names the town by an old slug (either language): it is the town.
    for (const slug of [old.en, old.es]) {
      const slots = await a.http.get(`/api/bookings/slots?kind=survey&town=${slug}`).expect(200);
      expect(slots.body.town).toBe(moved.en);
    }
    await a.http.get('/api/bookings/slots?kind=survey&town=test-never-a-town').expect(400);
    // And so does a booking page's link: the page opens with the town chosen.
    const book = await a.http.get(`/book?kind=survey&town=${old.en}`).redirects(0).expect(302);
    expect(book.headers.location).toBe(`/book?kind=survey&town=${moved.en}`);
    const reservar = await a.http.get(`/es/reservar?town=${old.es}`).redirects(0).expect(302);
    expect(reservar.headers.location).toBe(`/es/reservar?town=${moved.en}`);
    await a.http.get(`/book?kind=survey&town=${moved.en}`).expect(200);
  });

  it('refuses a slug another town uses (409) or no path can hold (400), at its field', async () => {
    const taken = await save(moved.en, { ...body, slugEn: moved.en, slugEs: 'marbella' }).expect(409);
    expect(taken.body.fieldErrors.slugEs.code).toBe('slugTaken');
    const reserved = await save(moved.en, { ...body, slugEn: 'comarca', slugEs: moved.es }).expect(400);
    expect(reserved.body.fieldErrors.slugEn.code).toBe('slugInvalid');
    const malformed = await save(moved.en, { ...body, slugEn: 'Moved Hamlet', slugEs: moved.es }).expect(400);
    expect(malformed.body.fieldErrors.slugEn.code).toBe('slugInvalid');
  });

  it('takes its old paths back when given its old slugs, leaving no loop', async () => {
    await save(moved.en, { ...body, slugEn: old.en, slugEs: old.es }).expect(200);
    const [oldPaths, newPaths] = [paths(old), paths(moved)];
    for (const path of oldPaths) await a.http.get(path).expect(200);
    for (const [index, from] of newPaths.entries()) await expectMoved(from, oldPaths[index]);
    const listed = (await a.http.get('/api/admin/redirects').set('authorization', auth).expect(200)).body.data as { fromPath: string }[];
    expect(listed.filter((row) => oldPaths.includes(row.fromPath))).toEqual([]);
    expect(await query(`select town from visit where town = $1`, [old.en])).toEqual([{ town: old.en }]);
  });
});

import { builtSiteEnv } from '../support/built-site';
import { eventually } from '../support/eventually';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { createStaffUser, signIn } from '../support/staff-users';
import { resetTables, testDatabaseUrl } from '../support/test-database';
import { newTownBody, slugsOf } from '../support/towns';

const ORIGIN = 'http://localhost:3000';

// Issue 22: a town added in the admin of one instance has its pages, sitemap entry and nearby-town links on another.
describe('a new town on two instances on one database', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    // Sign-ins from every suite count against this address in the shared database: the login limit is not tested here.
    const env = { LOGIN_RATE_LIMIT_PER_MINUTE: '10000', ...builtSiteEnv(), DATABASE_URL: testDatabaseUrl(), PUBLIC_URL: ORIGIN };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await resetTables();
  });

  it('answers 200 at its English and Spanish paths, is in the sitemap and linked from its neighbour, within a second', async () => {
    const town = newTownBody({}, 'alozaina');
    const slugs = slugsOf(town);
    const paths = { en: `/locations/${slugs.en}`, es: `/es/ubicaciones/${slugs.es}` };
    // B renders and caches the pages that will change.
    await b.http.get(paths.en).expect(404);
    const neighbourBefore = await b.http.get('/es/ubicaciones/alozaina').expect(200);
    expect(neighbourBefore.text).not.toContain(paths.es);

    const office = await signIn(a, await createStaffUser('office'));
    await a.http.post('/api/admin/towns').set('authorization', office).send(town).expect(201);
    // The instance that saved it answers at once.
    await a.http.get(paths.en).expect(200);
    const savedAt = Date.now();

    await eventually(1000, async () => (await b.http.get(paths.en)).status === 200);
    expect(Date.now() - savedAt).toBeLessThan(1000);
    const en = await b.http.get(paths.en).expect(200);
    expect(en.text).toContain(String(town.nameEn));
    const es = await b.http.get(paths.es).expect(200);
    expect(es.text).toContain(town.name);
    expect(es.text).toContain('href="/es/ubicaciones/alozaina"');
    const sitemap = (await b.http.get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain(`<loc>${ORIGIN}${paths.en}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}${paths.es}</loc>`);
    const neighbour = await b.http.get('/es/ubicaciones/alozaina').expect(200);
    expect(neighbour.text).toContain(`href="${paths.es}"`);
  });
});

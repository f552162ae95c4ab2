import { builtSiteEnv } from '../support/built-site';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { createStaffUser, signIn } from '../support/staff-users';
import { resetTables, testDatabaseUrl } from '../support/test-database';
import { newTownBody, slugsOf } from '../support/towns';

const ORIGIN = 'http://localhost:3000';

// Issue 22, on each database: a town added in the admin has its rendered pages, sitemap entry and neighbours' links.
describe('the rendered pages of a town added in the admin', () => {
  let t: ServerProcess;
  beforeAll(async () => {
    t = await startServerProcess({ ...builtSiteEnv(), DATABASE_URL: testDatabaseUrl(), PUBLIC_URL: ORIGIN });
    await t.ready();
  });
  afterAll(async () => {
    await t?.kill();
    await resetTables();
  });

  it('answer 200 in English and Spanish, are in the sitemap and linked from the nearest town', async () => {
    const town = newTownBody({}, 'yunquera');
    const slugs = slugsOf(town);
    const paths = { en: `/locations/${slugs.en}`, es: `/es/ubicaciones/${slugs.es}` };
    // Rendered and cached before the town exists.
    await t.http.get(paths.es).expect(404);
    expect((await t.http.get('/locations/yunquera').expect(200)).text).not.toContain(paths.en);

    const office = await signIn(t, await createStaffUser('office'));
    await t.http.post('/api/admin/towns').set('authorization', office).send(town).expect(201);

    expect((await t.http.get(paths.en).expect(200)).text).toContain(String(town.nameEn));
    expect((await t.http.get(paths.es).expect(200)).text).toContain(town.name);
    const sitemap = (await t.http.get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain(`<loc>${ORIGIN}${paths.en}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}${paths.es}</loc>`);
    expect((await t.http.get('/locations/yunquera').expect(200)).text).toContain(`href="${paths.en}"`);
  });
});

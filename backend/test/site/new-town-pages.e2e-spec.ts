import { clearVisits, onlyTechnicianAllDay } from '../bookings/booking-support';
import { seedSettingsBody } from '../support/business-settings';
import { builtSiteEnv } from '../support/built-site';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { createStaffUser, signIn } from '../support/staff-users';
import { resetTables, testDatabaseUrl } from '../support/test-database';
import { newTownBody, slugsOf } from '../support/towns';

const ORIGIN = 'http://localhost:3000';

const HOUR = 3_600_000;

// Issue 22, on each database: a town added in the admin has its rendered pages, sitemap entry and neighbours' links.
// Issue 27: a town page states the home visits done there when the owner allows it.
describe('the rendered pages of towns as the admin sets them', () => {
  let t: ServerProcess;
  beforeAll(async () => {
    // Sign-ins from every suite count against this address in the shared database: the login limit is not tested here.
    t = await startServerProcess({
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      ...builtSiteEnv(),
      DATABASE_URL: testDatabaseUrl(),
      PUBLIC_URL: ORIGIN,
    });
    await t.ready();
  });
  afterAll(async () => {
    await t?.kill();
    await clearVisits();
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

  it('state the home visits done in a town only when the owner shows them, and from three visits on', async () => {
    const technician = await onlyTechnicianAllDay();
    const owner = await signIn(t, await createStaffUser('owner'));
    const firstHour = Math.ceil(Date.now() / HOUR) * HOUR + 26 * HOUR;
    const doneVisits = async (town: string, count: number, offset: number) => {
      for (let i = 0; i < count; i++) {
        const start = new Date(firstHour + (offset + i) * 2 * HOUR).toISOString();
        const visit = {
          technicianId: technician.id,
          kind: 'survey',
          town,
          start,
          name: 'Inés Núñez',
          email: 'ines@example.com',
          phone: '+34 600 222 333',
          language: 'es',
        };
        const added = await t.http.post('/api/admin/visits').set('authorization', owner).send(visit).expect(201);
        await t.http.patch(`/api/admin/visits/${added.body.id}`).set('authorization', owner).send({ status: 'done' }).expect(200);
      }
    };
    await doneVisits('marbella', 3, 0);
    await doneVisits('estepona', 2, 3);
    const sentence = /data-town-visits[^>]*>([^<]+)</;

    expect((await t.http.get('/locations/marbella').expect(200)).text).not.toMatch(sentence);

    await t.http
      .put('/api/admin/settings/business')
      .set('authorization', owner)
      .send({ ...seedSettingsBody(), showTownVisitCounts: true })
      .expect(200);
    expect((await t.http.get('/locations/marbella').expect(200)).text.match(sentence)?.[1]).toBe(
      'Our technicians have completed 3 home visits in Marbella.',
    );
    expect((await t.http.get('/es/ubicaciones/marbella').expect(200)).text.match(sentence)?.[1]).toBe(
      'Nuestros técnicos han realizado 3 visitas a domicilio en Marbella.',
    );
    expect((await t.http.get('/locations/estepona').expect(200)).text).not.toMatch(sentence);
  });
});

import { SERVICE_ROUTE_KEYS } from '@costa-sol/common';
import { adminAuthorization, startTestApp, type TestApp } from '../support/test-app';
import { query } from '../support/test-database';

interface PublicGuide {
  service: string;
  fromEur: number;
  note: string;
}

interface AdminRow {
  service: string;
  guide: { fromEur: number; noteEn: string; noteEs: string; shown: boolean; sample: boolean; isPublic: boolean } | null;
}

const SERVICE = 'commercialServices';
const GUIDE = {
  fromEur: 3400,
  noteEn: 'Cooling for a small shop of up to 80 m², supplied and installed, IVA included.',
  noteEs: 'Climatización de un local pequeño de hasta 80 m², con suministro e instalación, IVA incluido.',
  shown: true,
};

describe('price guides: the owner sets "from €X" per service page', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await adminAuthorization(t);
  });
  afterAll(async () => {
    await t.http.delete(`/api/admin/price-guides/${SERVICE}`).set('authorization', owner);
    await t.close();
  });

  const publicGuides = async (lang: string) => (await t.http.get(`/api/price-guides?lang=${lang}`).expect(200)).body.data as PublicGuide[];
  const put = (service: string, body: object) => t.http.put(`/api/admin/price-guides/${service}`).set('authorization', owner).send(body);

  it('lists every service page for the admin, the seeded samples marked as samples (outside production)', async () => {
    const rows = (await t.http.get('/api/admin/price-guides').set('authorization', owner).expect(200)).body.data as AdminRow[];
    expect(rows.map((row) => row.service)).toEqual([...SERVICE_ROUTE_KEYS]);
    const airConditioning = rows.find((row) => row.service === 'airConditioning')?.guide;
    expect(airConditioning).toMatchObject({ sample: true, shown: true, isPublic: true });
  });

  it('publishes a guide at once in both languages, in the services order, and hides it with the switch', async () => {
    await t.http.get(`/api/price-guides?lang=es`).expect(200);
    const saved = await put(SERVICE, GUIDE).expect(200);
    expect(saved.body).toMatchObject({ service: SERVICE, fromEur: 3400, sample: false, isPublic: true });
    expect((await publicGuides('en')).find((guide) => guide.service === SERVICE)).toEqual({
      service: SERVICE,
      fromEur: 3400,
      note: GUIDE.noteEn,
    });
    const spanish = await publicGuides('es');
    expect(spanish.find((guide) => guide.service === SERVICE)?.note).toBe(GUIDE.noteEs);
    const order = spanish.map((guide) => SERVICE_ROUTE_KEYS.indexOf(guide.service as (typeof SERVICE_ROUTE_KEYS)[number]));
    expect(order).toEqual([...order].sort((a, b) => a - b));

    await put(SERVICE, { ...GUIDE, shown: false }).expect(200);
    expect((await publicGuides('en')).map((guide) => guide.service)).not.toContain(SERVICE);
    const [row] = await query<{ is_shown: boolean; from_eur: number }>('select is_shown, from_eur from price_guide where service = $1', [
      SERVICE,
    ]);
    expect(row).toEqual({ is_shown: false, from_eur: 3400 });
  });

  it('refuses a bad amount, a short note and an unknown field with the field messages, and an unknown service with 404', async () => {
    const refused = await put(SERVICE, { ...GUIDE, fromEur: 12.5, noteEs: 'corto', extra: 1 }).expect(400);
    expect(Object.keys(refused.body.fieldErrors as object).sort()).toEqual(['extra', 'fromEur', 'noteEs']);
    expect((await put(SERVICE, { ...GUIDE, fromEur: 0 }).expect(400)).body.fieldErrors.fromEur).toBeDefined();
    await put('notAService', GUIDE).expect(404);
    await t.http.delete('/api/admin/price-guides/notAService').set('authorization', owner).expect(404);
  });

  it('removes a guide: the page shows no price, and removing it again is 404', async () => {
    await put(SERVICE, GUIDE).expect(200);
    await t.http.delete(`/api/admin/price-guides/${SERVICE}`).set('authorization', owner).expect(204);
    expect((await publicGuides('en')).map((guide) => guide.service)).not.toContain(SERVICE);
    await t.http.delete(`/api/admin/price-guides/${SERVICE}`).set('authorization', owner).expect(404);
  });
});

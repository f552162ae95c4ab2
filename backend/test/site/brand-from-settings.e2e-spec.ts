import { randomUUID } from 'node:crypto';
import { seedSettingsBody } from '../support/business-settings';
import type { ServerProcess } from '../support/server-process';
import { startSignedInSite } from '../support/site-instance-env';
import { query, resetTables } from '../support/test-database';

const SEED_BRAND = seedSettingsBody().brandWithTrade as string;
const BRAND = 'Sol Clima Marbella';
const PAGES = ['/', '/es', '/services/air-conditioning'];

/** What a page's head says of the brand: its title, its share card (image and description) and the WebSite of its WebPage. */
function brandOf(html: string) {
  const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? '';
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]) as { '@type'?: string; isPartOf?: { name?: string } },
  );
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    card: new URL(meta('og:image')).pathname,
    cardAlt: meta('og:image:alt'),
    webSite: jsonLd.find((block) => block['@type'] === 'WebPage')?.isPartOf?.name,
  };
}

// Issue 22: a company renamed in the business settings is named by its new brand in every title, share card and e-mail.
describe('the brand of the business settings in titles, share cards, structured data and e-mails', () => {
  let t: ServerProcess;
  let owner: string;
  beforeAll(async () => {
    // The settings, the staff accounts and the outbox as a first start leaves them (the admin's password is this suite's).
    await resetTables();
    ({ server: t, owner } = await startSignedInSite());
  });
  afterAll(async () => {
    // Back to the seed for the suites after this one.
    await resetTables();
    await t?.kill();
  });

  const page = async (path: string) => brandOf((await t.http.get(path).expect(200)).text);

  it('titles, share cards and the WebSite name follow a brand saved in the admin', async () => {
    const before = new Map<string, string>();
    for (const path of PAGES) {
      const seeded = await page(path);
      expect(seeded.title.endsWith(` | ${SEED_BRAND}`)).toBe(true);
      expect(seeded.webSite).toBe(SEED_BRAND);
      before.set(path, seeded.card);
    }

    await t.http
      .put('/api/admin/settings/business')
      .set('authorization', owner)
      .send({ ...seedSettingsBody(), brand: 'Sol Clima', brandWithTrade: BRAND })
      .expect(200);

    for (const path of PAGES) {
      const renamed = await page(path);
      expect([path, renamed.title.endsWith(` | ${BRAND}`), renamed.title.includes(SEED_BRAND)]).toEqual([path, true, false]);
      expect(renamed.title.length).toBeLessThanOrEqual(60);
      expect(renamed.cardAlt.endsWith(`— ${BRAND}`)).toBe(true);
      expect(renamed.webSite).toBe(BRAND);
      // A new card at a new address: the one drawn with the old brand is sent on to it.
      expect(renamed.card).not.toBe(before.get(path));
      const image = await t.http.get(renamed.card).responseType('blob').expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      const outdated = await t.http.get(before.get(path)!).redirects(0).expect(301);
      expect(outdated.headers.location).toBe(renamed.card);
    }
    // The admin's search-result preview fits titles with it too.
    const { body } = await t.http.get('/api/admin/pages/air-conditioning').set('authorization', owner).expect(200);
    expect(body.titleBrand).toBe(BRAND);
  });

  it('names the saved brand in an invitation e-mail, in either language', async () => {
    const subjects: string[] = [];
    for (const language of ['en', 'es'] as const) {
      const email = `brand-${randomUUID().slice(0, 8)}@costasol.test`;
      await t.http
        .post('/api/admin/users')
        .set('authorization', owner)
        .send({ email, name: 'Ana Ruiz', role: 'office', language })
        .expect(201);
      const [mail] = await query<{ subject: string; text_body: string }>(
        'select subject, text_body from mail_outbox where to_address = $1',
        [email],
      );
      subjects.push(mail.subject);
      expect(mail.text_body).toContain(BRAND);
      expect(mail.text_body).not.toContain(SEED_BRAND);
    }
    expect(subjects).toEqual([`You are invited to the ${BRAND} admin`, `Te invitamos a la administración de ${BRAND}`]);
  });
});

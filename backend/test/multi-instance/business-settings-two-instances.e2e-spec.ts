import { siteInstanceEnv } from '../support/site-instance-env';
import { forgetBusinessSettings, seedSettingsBody } from '../support/business-settings';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { adminAuthorization } from '../support/test-app';

const NEW_PHONE = '+34 952 765 432';
const NEW_HREF = 'tel:+34952765432';

/** Where the phone shows on a page: the header's links, the footer's copyright line and the business's JSON-LD. */
function phoneShown(html: string): { header: boolean; footer: boolean; jsonLd: boolean } {
  const header = html.slice(0, html.indexOf('</header>'));
  const footer = html.slice(html.lastIndexOf('<footer'));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => match[1]);
  return {
    header: header.includes(`href="${NEW_HREF}"`) && header.includes(NEW_PHONE),
    footer: footer.includes(`href="${NEW_HREF}"`),
    jsonLd: jsonLd.some((block) => (JSON.parse(block) as { telephone?: string }).telephone === NEW_PHONE),
  };
}

// Issue 22: a fact the owner changes shows on every page of every instance within a second, with no rebuild.
describe('business settings on two instances', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    const env = siteInstanceEnv();
    await forgetBusinessSettings().catch(() => undefined);
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await forgetBusinessSettings();
    await Promise.all([a?.kill(), b?.kill()]);
  });

  it('shows a phone saved on one in the header, footer and JSON-LD of / and /es on the other within a second', async () => {
    // B renders and keeps both pages with the phone as it was.
    for (const path of ['/', '/es']) {
      const before = await b.http.get(path).expect(200);
      expect(phoneShown(before.text)).toEqual({ header: false, footer: false, jsonLd: false });
    }
    const auth = await adminAuthorization(a);
    await a.http
      .put('/api/admin/settings/business')
      .set('authorization', auth)
      .send({ ...seedSettingsBody(), phone: NEW_PHONE })
      .expect(200);
    const savedAt = Date.now();
    for (const path of ['/', '/es']) {
      await eventually(1000 - (Date.now() - savedAt), async () => {
        const shown = phoneShown((await b.http.get(path).expect(200)).text);
        return shown.header && shown.footer && shown.jsonLd;
      });
    }
  });

  it('moves a town out of the standard-response area on the other within a second when the radius shrinks', async () => {
    const inside = 'Fuengirola is 23 km from our Marbella base, inside our 30-mile (48 km) standard-response area';
    const outside = 'Fuengirola is 23 km from our Marbella base, beyond our 12-mile (20 km) standard-response area';
    // B renders and keeps the town page with the seed's radius.
    expect((await b.http.get('/locations/fuengirola').expect(200)).text).toContain(inside);
    const auth = await adminAuthorization(a);
    await a.http
      .put('/api/admin/settings/business')
      .set('authorization', auth)
      .send({ ...seedSettingsBody(), serviceRadiusMeters: 20_000 })
      .expect(200);
    const savedAt = Date.now();
    await eventually(1000 - (Date.now() - savedAt), async () => {
      const api = await b.http.get('/api/locations/fuengirola').expect(200);
      const page = await b.http.get('/locations/fuengirola').expect(200);
      return api.body.reach.standardResponse === false && page.text.includes(outside);
    });
  });
});

/** Polls `check` until it holds, failing after `withinMs`. */
async function eventually(withinMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + Math.max(withinMs, 0);
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

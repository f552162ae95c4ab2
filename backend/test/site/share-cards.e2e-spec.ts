import { SHARE_CARD_SIZE, shareCardPath } from '@costa-sol/common';
import { builtSiteEnv } from '../support/built-site';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { testDatabaseUrl } from '../support/test-database';

/** Width and height from a PNG's header (the IHDR chunk follows the 8-byte signature). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe('share cards and the raster logo', () => {
  let t: ServerProcess;
  beforeAll(async () => {
    t = await startServerProcess({ ...builtSiteEnv(), DATABASE_URL: testDatabaseUrl() });
    await t.ready();
  });
  afterAll(() => t?.kill());

  /** The path of the page's og:image, which must also be its twitter:image. */
  async function cardOf(page: string): Promise<string> {
    const html = (await t.http.get(page).expect(200)).text;
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toBeDefined();
    expect(html).toContain(`<meta name="twitter:image" content="${image}"`);
    return new URL(image!).pathname;
  }

  it.each(['/services/air-conditioning', '/es/ubicaciones/marbella', '/'])(
    'draws the card of %s: a 1200 × 630 PNG cached for good',
    async (page) => {
      const path = await cardOf(page);
      const first = await t.http.get(path).responseType('blob').expect(200);
      expect(first.headers['content-type']).toBe('image/png');
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(pngSize(first.body as Buffer)).toEqual(SHARE_CARD_SIZE);
      const again = await t.http.get(path).responseType('blob').expect(200);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
      await t.http
        .get(path)
        .set('if-none-match', first.headers.etag as string)
        .expect(304);
    },
  );

  it('names another card for the other language', async () => {
    expect(await cardOf('/contact')).not.toBe(await cardOf('/es/contacto'));
  });

  it('sends an outdated or forged card of a real page to its current card, drawing no other words', async () => {
    const real = await cardOf('/contact');
    const forgedWords = shareCardPath('/contact', {
      title: 'Cheap pills, click here',
      kind: 'Service',
      language: 'en',
      brand: 'Costa Sol HVAC',
    });
    const outdated = real.replace(/^\/share\/[0-9a-z]+\//, '/share/abc123/');
    for (const path of [forgedWords, outdated]) {
      const response = await t.http.get(path).redirects(0);
      expect([path, response.status, response.headers.location]).toEqual([path, 301, real]);
      expect(response.headers['content-type']).not.toBe('image/png');
    }
  });

  it('draws nothing for an unknown page or a path that names no page', async () => {
    const unknown = shareCardPath('/no-such-page', { title: 'Anything', kind: 'Page', language: 'en', brand: 'Costa Sol HVAC' });
    for (const path of [unknown, '/share/abc123/admin.png', '/share/x/../contact.png', '/share/']) {
      const response = await t.http.get(path).redirects(0);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.headers['content-type']).not.toBe('image/png');
    }
  });

  it('serves the logo as a 512 px PNG', async () => {
    const logo = await t.http.get('/logo.png').responseType('blob').expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(pngSize(logo.body as Buffer)).toEqual({ width: 512, height: 512 });
    const html = (await t.http.get('/contact').expect(200)).text;
    expect(html).toMatch(/"logo":\{"@type":"ImageObject","url":"[^"]+\/logo\.png","width":512,"height":512\}/);
  });
});

import { seedSettingsBody } from '../support/business-settings';
import type { ServerProcess } from '../support/server-process';
import { startSignedInSite } from '../support/site-instance-env';
import { resetTables } from '../support/test-database';

type Claims = Record<string, { value: string; shown: boolean }>;

/** The page's text without tags, with its links' addresses kept beside their text. */
const textOf = (html: string) =>
  html
    .replace(/<a [^>]*href="([^"]*)"[^>]*>/g, ' [$1] ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

// Issue 41, item 3: a rating claimed for Google comes from the owner's settings with its count and link, named as
// Google's, or not at all; the testimonials' own average is named as this site's.
describe('one rating: the Google rating from the settings, labelled, beside nothing unlabelled', () => {
  let t: ServerProcess;
  let owner: string;
  beforeAll(async () => {
    await resetTables();
    ({ server: t, owner } = await startSignedInSite());
  });
  afterAll(async () => {
    await resetTables();
    await t?.kill();
  });

  const page = async (path: string) => textOf((await t.http.get(path).expect(200)).text);
  const saveClaims = (claims: Claims) =>
    t.http
      .put('/api/admin/settings/business')
      .set('authorization', owner)
      .send({ ...seedSettingsBody(), claims: { ...(seedSettingsBody().claims as Claims), ...claims } });

  it('claims no Google rating on a fresh install, where the heading promised five stars', async () => {
    const home = await page('/');
    expect(home).toContain('Our Reviews on Google');
    expect(home).not.toMatch(/5 Stars|Google rating:/);
    const inicio = await page('/es');
    expect(inicio).toContain('Nuestras opiniones en Google');
    expect(inicio).not.toMatch(/5 estrellas|Valoración en Google:/);
  });

  it("shows the owner's Google rating with its count and link once both are switched on, in each language", async () => {
    const { googleProfileUrl } = seedSettingsBody() as { googleProfileUrl: string };
    await saveClaims({ googleRating: { value: '4.9', shown: true }, googleReviewCount: { value: '1250', shown: false } }).expect(200);
    expect(await page('/')).not.toContain('Google rating:');

    await saveClaims({ googleRating: { value: '4.9', shown: true }, googleReviewCount: { value: '1250', shown: true } }).expect(200);
    expect(await page('/')).toContain(`[${googleProfileUrl}] Google rating: 4.9 from 1,250 reviews`);
    expect(await page('/es')).toContain(`[${googleProfileUrl}] Valoración en Google: 4,9 de 1250 reseñas`);
    expect(await page('/contact')).toContain('Google rating: 4.9 from 1,250 reviews');
  });

  it('refuses a Google rating or count Google could not show', async () => {
    for (const claims of <Claims[]>[
      { googleRating: { value: '5.5', shown: true } },
      { googleRating: { value: 'five', shown: true } },
      { googleReviewCount: { value: '28+', shown: true } },
    ]) {
      const { body } = await saveClaims(claims).expect(400);
      expect(JSON.stringify(body)).toContain('claimsInvalid');
    }
  });
});

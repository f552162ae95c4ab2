import { startSignedInSite } from '../support/site-instance-env';
import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { seedSettingsBody } from '../support/business-settings';
import type { ServerProcess } from '../support/server-process';
import { createStaffUser, signIn } from '../support/staff-users';
import { query, resetTables } from '../support/test-database';
import { ADMIN } from '../support/test-app';
import { type AdminPageBody, draftBody, withSentence } from '../support/article-pages';

const PAGE = '/api/admin/pages/air-conditioning';
const PUBLIC = '/services/air-conditioning';
const NEW_SENTENCE = 'Our engineers now fit every outdoor unit on anti-vibration mounts as standard.';

// Issue 22: the article pages are edited in the admin, with drafts, publish, revisions and one-click restore.
describe('article pages: draft, publish, revisions and restore, as the public page shows them', () => {
  let server: ServerProcess;
  let owner: string;

  beforeAll(async () => {
    await resetTables();
    ({ server, owner } = await startSignedInSite());
  });
  afterAll(async () => {
    await resetTables();
    await server?.kill();
  });

  const page = async (): Promise<AdminPageBody> =>
    (await server.http.get(PAGE).set('authorization', owner).expect(200)).body as AdminPageBody;
  const publicHtml = async (path = PUBLIC) => (await server.http.get(path).expect(200)).text;

  it('shows an edited sentence after publish and not before; restoring the previous revision brings the old text back', async () => {
    const before = await page();
    const original = before.draft.en.markdown;
    expect(before.revisions).toEqual([expect.objectContaining({ createdBy: null })]);
    expect(await publicHtml()).not.toContain(NEW_SENTENCE);
    expect(await publicHtml('/services')).toContain('Split, multi-split and ducted');

    const saved = await server.http
      .put(PAGE)
      .set('authorization', owner)
      .send(
        draftBody(before, {
          markdownEn: withSentence(original, NEW_SENTENCE).replace('Split, multi-split and ducted', 'Quiet split, multi-split and ducted'),
          seoTitleEn: 'AC fitted in Marbella, our own title',
        }),
      )
      .expect(200);
    expect(saved.body).toMatchObject({ unpublishedChanges: true, draftUpdatedBy: ADMIN.email });
    expect(await publicHtml()).not.toContain(NEW_SENTENCE);

    const published = await server.http.post(`${PAGE}/publish`).set('authorization', owner).expect(200);
    expect(published.body).toMatchObject({ unpublishedChanges: false, publishedBy: ADMIN.email });
    const html = await publicHtml();
    expect(html).toContain(NEW_SENTENCE);
    expect(html).toContain('<title>AC fitted in Marbella, our own title</title>');
    expect(await publicHtml('/es/servicios/aire-acondicionado')).not.toContain(NEW_SENTENCE);
    // The services overview quotes the published description.
    expect(await publicHtml('/services')).toContain('Quiet split, multi-split and ducted');

    const { revisions } = await page();
    expect(revisions.map((revision) => revision.createdBy)).toEqual([ADMIN.email, null]);
    const restored = await server.http.post(`${PAGE}/revisions/${revisions[1].id}/restore`).set('authorization', owner).expect(200);
    expect(restored.body.draft.en.markdown).toBe(original);
    expect(restored.body.revisions).toHaveLength(3);
    const after = await publicHtml();
    expect(after).not.toContain(NEW_SENTENCE);
    expect(after).not.toContain('our own title');
    expect(await publicHtml('/services')).not.toContain('Quiet split');

    const [entry] = await query<{ entity_type: string; entity_id: string }>(
      `select entity_type, entity_id from audit_entry where action = 'POST /api/admin/pages/{key}/publish' order by at desc limit 1`,
    );
    expect(entry).toEqual({ entity_type: 'pages', entity_id: 'air-conditioning' });
  });

  it('refuses what the site could not show, with the field and the shared message', async () => {
    const current = await page();
    const refused = async (changes: Record<string, string>) =>
      (await server.http.put(PAGE).set('authorization', owner).send(draftBody(current, changes)).expect(400)).body.fieldErrors as Record<
        string,
        { code: string; message: string }
      >;
    expect((await refused({ seoTitleEn: 'x'.repeat(61) })).seoTitleEn).toEqual({
      code: 'seoTitleTooLong',
      message: VALIDATION_MESSAGES.en.seoTitleTooLong,
    });
    expect((await refused({ seoDescriptionEs: 'x'.repeat(161) })).seoDescriptionEs.code).toBe('seoDescriptionTooLong');
    expect((await refused({ markdownEn: '' })).markdownEn.code).toBe('required');
    expect((await refused({ unknown: 'x' })).unknown.code).toBe('unknownField');
    // Raw HTML, a heading without its anchor, no title: the renderer's rules, per language.
    for (const [field, markdown] of [
      ['markdownEs', withSentence(current.draft.es.markdown, '<script>alert(1)</script>')],
      ['markdownEn', current.draft.en.markdown.replace(/^## (.+?) \{#[^}]+\}$/m, '## $1')],
      ['markdownEn', current.draft.en.markdown.replace(/^title: .*$/m, 'title: ""')],
    ])
      expect((await refused({ [field]: markdown }))[field].code).toBe('articleMarkdownInvalid');
    await server.http.get('/api/admin/pages/no-such-page').set('authorization', owner).expect(404);
    await server.http.get('/api/admin/pages/brands~daikin').set('authorization', owner).expect(200);
    expect((await page()).unpublishedChanges).toBe(false);
  });

  it('lets the office edit pages and refuses a technician', async () => {
    const office = await signIn(server, await createStaffUser('office'));
    const list = await server.http.get('/api/admin/pages').set('authorization', office).expect(200);
    expect(list.body.data).toContainEqual(expect.objectContaining({ key: 'brands/daikin', kind: 'brand', titleEn: expect.any(String) }));
    const technician = await signIn(server, await createStaffUser('technician'));
    await server.http.get('/api/admin/pages').set('authorization', technician).expect(403);
    await server.http
      .put(PAGE)
      .set('authorization', technician)
      .send(draftBody(await page()))
      .expect(403);
    await server.http.post(`${PAGE}/publish`).set('authorization', technician).expect(403);
  });

  it('fills the legal notice with the company data of the business settings, in both languages', async () => {
    // The registry data is on the legal notice only (not in the header, the footer or the structured data).
    const registry = 'Registro Mercantil de Málaga, Tomo 9876, Folio 54, Hoja MA-321098';
    const settings = { ...seedSettingsBody(), registry };
    expect((await server.http.get('/legal-notice').expect(200)).text).not.toContain(registry);
    await server.http.put('/api/admin/settings/business').set('authorization', owner).send(settings).expect(200);
    try {
      expect((await server.http.get('/legal-notice').expect(200)).text).toContain(`Registry details: ${registry}`);
      expect((await server.http.get('/es/aviso-legal').expect(200)).text).toContain(`Datos registrales: ${registry}`);
    } finally {
      await server.http.put('/api/admin/settings/business').set('authorization', owner).send(seedSettingsBody()).expect(200);
    }
  });
});

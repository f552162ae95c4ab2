import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { startSignedInSite } from '../support/site-instance-env';
import type { ServerProcess } from '../support/server-process';
import { query, resetTables } from '../support/test-database';
import { type AdminPageBody, draftBody, withSentence } from '../support/article-pages';
import { seedSettingsBody } from '../support/business-settings';

const HOME = '/api/admin/pages/home';
const CALCULATOR = '/api/admin/pages/hvac-calculator';
const HERO_SENTENCE = 'Instalamos también en Ronda y en la Serranía desde esta primavera.';
const TOOL_SENTENCE = 'Our surveyors now bring a thermal camera to every visit.';
/** The home page as stored before its cards were Markdown (content/pages/home.*.md of 2026-11-24). */
const HOME_BEFORE_CARDS = (language: 'en' | 'es') => readFileSync(join(__dirname, 'fixtures', `home-before-cards.${language}.md`), 'utf8');
/** That page, with the owner's hero sentence, as a stored record (both languages). */
const homeBeforeCards = () => {
  const record = (language: 'en' | 'es') => ({
    markdown: withSentence(HOME_BEFORE_CARDS(language), HERO_SENTENCE),
    seoTitle: null,
    seoDescription: null,
    shareText: null,
  });
  return { en: record('en'), es: record('es') };
};

// Issue 22: the home page's sections and the tools' texts are pages the owner edits, like the article pages.
describe('the home page and the tools: their Markdown pages, edited, published and restored', () => {
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

  const page = async (path: string): Promise<AdminPageBody> =>
    (await server.http.get(path).set('authorization', owner).expect(200)).body as AdminPageBody;
  const publicHtml = async (path: string) => (await server.http.get(path).expect(200)).text;
  const save = (path: string, body: Record<string, string>) => server.http.put(path).set('authorization', owner).send(body);
  const publish = (path: string) => server.http.post(`${path}/publish`).set('authorization', owner).expect(200);
  const restoreFirst = async (path: string) => {
    const { revisions } = await page(path);
    await server.http
      .post(`${path}/revisions/${revisions.at(-1)?.id}/restore`)
      .set('authorization', owner)
      .expect(200);
  };

  it('lists the home page and the tools among the pages, with their kinds', async () => {
    const list = await server.http.get('/api/admin/pages').set('authorization', owner).expect(200);
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'home', kind: 'home', titleEn: expect.stringContaining('HVAC Installer in Marbella') }),
        expect.objectContaining({ key: 'hvac-calculator', kind: 'tool' }),
        expect.objectContaining({ key: 'maintenance-checklist', kind: 'tool' }),
      ]),
    );
  });

  it("shows an edited hero sentence on the Spanish home page after publish only, with the owner's search title; restore brings the seed back", async () => {
    const before = await page(HOME);
    await save(HOME, {
      markdownEn: before.draft.en.markdown,
      markdownEs: withSentence(before.draft.es.markdown, HERO_SENTENCE),
      seoTitleEs: 'Climatización en Marbella, nuestro título',
    }).expect(200);
    expect(await publicHtml('/es')).not.toContain(HERO_SENTENCE);

    await publish(HOME);
    const spanish = await publicHtml('/es');
    expect(spanish).toContain(HERO_SENTENCE);
    expect(spanish).toContain('<title>Climatización en Marbella, nuestro título</title>');
    expect(await publicHtml('/')).not.toContain(HERO_SENTENCE);

    await restoreFirst(HOME);
    const restored = await publicHtml('/es');
    expect(restored).not.toContain(HERO_SENTENCE);
    expect(restored).toContain('<title>Instalador de climatización en Marbella | Costa Sol HVAC</title>');
  });

  it("shows an edited sentence of a tool's intro after publish only, in its language; restore brings the seed back", async () => {
    const before = await page(CALCULATOR);
    await save(CALCULATOR, {
      markdownEn: withSentence(before.draft.en.markdown, TOOL_SENTENCE),
      markdownEs: before.draft.es.markdown,
    }).expect(200);
    expect(await publicHtml('/tools/hvac-calculator')).not.toContain(TOOL_SENTENCE);
    await publish(CALCULATOR);
    expect(await publicHtml('/tools/hvac-calculator')).toContain(TOOL_SENTENCE);
    expect(await publicHtml('/es/herramientas/calculadora-hvac')).not.toContain(TOOL_SENTENCE);
    await restoreFirst(CALCULATOR);
    expect(await publicHtml('/tools/hvac-calculator')).not.toContain(TOOL_SENTENCE);
  });

  it('refuses a draft without a section the layout places, in either language, or naming a figure with a show switch, with the shared message', async () => {
    const current = await page(HOME);
    const withoutServices = (markdown: string) => markdown.replace(/\{#services\}/, '{#our-services}');
    for (const [field, body] of [
      ['markdownEn', { markdownEn: withoutServices(current.draft.en.markdown), markdownEs: withoutServices(current.draft.es.markdown) }],
      ['markdownEs', { markdownEn: current.draft.en.markdown, markdownEs: withoutServices(current.draft.es.markdown) }],
    ] as const) {
      const refused = await save(HOME, body).expect(400);
      expect(refused.body.fieldErrors[field]).toEqual({
        code: 'articleMarkdownInvalid',
        message: VALIDATION_MESSAGES.en.articleMarkdownInvalid,
      });
      expect(JSON.stringify(refused.body)).toContain('section #services is missing');
    }
    // A figure with a "show" switch would print while hidden: on this page the layout shows it, by its switch.
    const withFigure = current.draft.en.markdown.replace('## Our Services {#services}', '## {{claims.hvacInstalls}} Installs {#services}');
    const refused = await save(HOME, { markdownEn: withFigure, markdownEs: current.draft.es.markdown }).expect(400);
    expect(refused.body.fieldErrors.markdownEn.code).toBe('articleMarkdownInvalid');
    expect(JSON.stringify(refused.body)).toContain('{{claims.hvacInstalls}}');
  });
  it('draws the cards from the Markdown; a card or paragraph naming a figure switched off leaves the page in both languages', async () => {
    const before = await page(HOME);
    const edited = before.draft.en.markdown.replace('A RITE-registered company', 'A RITE-registered firm');
    await save(HOME, draftBody(before, { markdownEn: edited })).expect(200);
    await publish(HOME);
    const english = await publicHtml('/');
    expect(english).toContain('A RITE-registered firm with F-gas certified technicians');
    expect(english).toContain('Warranties up to 12 years');
    expect(english).toContain('Johnson Controls official website');
    expect(english).toContain('Learn more about air zone systems');
    expect(english).toContain('That is 300-400% efficiency');

    const settings = seedSettingsBody();
    const claims = settings.claims as Record<string, { value: string; shown: boolean }>;
    const hidden = {
      ...settings,
      claims: {
        ...claims,
        warrantyUpToYears: { ...claims.warrantyUpToYears, shown: false },
        heatPumpEfficiency: { ...claims.heatPumpEfficiency, shown: false },
      },
    };
    const saveSettings = (body: Record<string, unknown>) =>
      server.http.put('/api/admin/settings/business').set('authorization', owner).send(body).expect(200);
    await saveSettings(hidden);
    try {
      // The editor's preview fills the page as the site does now (the Google rating and its count are hidden from the seed on).
      const editor = (await server.http.get(HOME).set('authorization', owner).expect(200)).body;
      expect([...editor.hiddenFigures].sort()).toEqual(['googleRating', 'googleReviewCount', 'heatPumpEfficiency', 'warrantyUpToYears']);
      expect(editor.referenceTexts.es['claims.rebatesUpToEur']).toMatch(/^7\.500\s€$/);
      expect(editor.referenceTexts.en['business.brandWithTrade']).toBe('Costa Sol HVAC');
      const [en, es] = [await publicHtml('/'), await publicHtml('/es')];
      expect(en).not.toContain('Warranties up to');
      expect(en).not.toContain('300-400% efficiency');
      expect(es).not.toContain('Garantías de hasta');
      expect(es).not.toContain('Eficiencia del');
      expect(es).not.toContain('Es decir, una eficiencia');
      // The other cards and figures stay, the rebates with their highlight.
      expect(en).toContain('A RITE-registered firm');
      expect(en).toContain('24/7 emergency service');
      expect(es).toMatch(/Ayudas de hasta 7\.500\s€/);
    } finally {
      await saveSettings(seedSettingsBody());
    }
    expect(await publicHtml('/es')).toContain('Garantías de hasta 12 años');
    await restoreFirst(HOME);
  });

  it('brings a home page stored before its cards were Markdown to its layout on start, keeping what the owner wrote', async () => {
    const stored = JSON.stringify(homeBeforeCards());
    await query(`update article_page set draft = $1::jsonb, published = $1::jsonb where key = 'home'`, [stored]);
    await server.kill();
    ({ server, owner } = await startSignedInSite());

    const spanish = await publicHtml('/es');
    expect(spanish).toContain(HERO_SENTENCE);
    expect(spanish).toContain('Garantías de hasta 12 años');
    expect(spanish).toContain('Bombas de calor: calefacción y refrigeración en uno');
    const upgraded = await page(HOME);
    expect(upgraded.unpublishedChanges).toBe(false);
    expect(upgraded.revisions[0].createdBy).toBe('site update');
    expect(upgraded.draft.es.markdown).toContain(HERO_SENTENCE);
    expect(upgraded.draft.en.markdown).toContain('- Daikin: Air conditioning, heat pumps and air zone systems');
  });

  it('restores a revision from before the cards: what the layout now needs comes from content/pages', async () => {
    const id = randomUUID();
    await query(
      `insert into article_revision (id, page_key, content, created_at, created_by) values ($1, 'home', $2::jsonb, '2026-11-20T10:00:00Z', 'owner@costasol.test')`,
      [id, JSON.stringify(homeBeforeCards())],
    );
    await server.http.post(`${HOME}/revisions/${id}/restore`).set('authorization', owner).expect(200);
    const spanish = await publicHtml('/es');
    expect(spanish).toContain(HERO_SENTENCE);
    expect(spanish).toContain('Bombas de calor: calefacción y refrigeración en uno');
    const restored = await page(HOME);
    expect(restored.unpublishedChanges).toBe(false);
    expect(restored.draft.en.markdown).toContain('- Daikin: Air conditioning, heat pumps and air zone systems');
  });
});

import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { ContentError } from '@costa-sol/common/content-files';
import { parse } from 'yaml';
import { ContentIo } from '../../src/content-io/content-io';
import { ReadPublishedArticle } from '../../src/modules/articles/application/read-published-article.use-case';
import { seedSettingsBody } from '../support/business-settings';
import { ADMIN, adminAuthorization, startTestApp, type TestApp } from '../support/test-app';
import { query, resetTables } from '../support/test-database';

const CONTENT = join(__dirname, '..', '..', '..', 'content');
/** The sets content:export and content:import cover: the business settings, the towns with their pages, the Q&A, the article pages. */
const COVERED = /^(business\.yaml|towns\/.*|town-pages\/.*|qa\/.*|pages\/.*)$/;
/** An article page edited in the admin: its key, its admin API path, and a sentence its files do not have. */
const ARTICLE = 'air-conditioning';
const ARTICLE_API = `/api/admin/pages/${ARTICLE}`;
const NEW_SENTENCE = 'Every outdoor unit now stands on anti-vibration mounts.';

function coveredFiles(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (entry.isFile() && COVERED.test(path)) files.set(path, readFileSync(join(root, path)));
  }
  return files;
}

/** The files that differ between two folders (in one only, or with other bytes), sorted. */
function differences(a: string, b: string): string[] {
  const [left, right] = [coveredFiles(a), coveredFiles(b)];
  const paths = new Set([...left.keys(), ...right.keys()]);
  return [...paths].filter((path) => !left.get(path)?.equals(right.get(path) ?? Buffer.alloc(0)) || !right.has(path)).sort();
}

describe('content:export and content:import (the content sets round trip)', () => {
  let t: TestApp;
  let io: ContentIo;
  let admin: string;
  const exportDir = () => mkdtempSync(join(tmpdir(), 'content-export-'));

  beforeAll(async () => {
    await resetTables();
    // The seed as a first start loads it: earlier suites' towns and Q&A go, and the app seeds them again from content/.
    const [schema] = await query<{ towns: boolean; qa: boolean }>(
      `select to_regclass('town') is not null as towns, to_regclass('qa_page') is not null as qa`,
    );
    if (schema?.towns) await query('delete from town');
    if (schema?.qa) await query('delete from qa_page; delete from qa_category');
    t = await startTestApp();
    io = t.app.get(ContentIo);
    admin = await adminAuthorization(t);
  });

  afterAll(async () => {
    await t.close();
    await resetTables();
  });

  it('exports the seed byte for byte, shows admin edits, and imports the files back (dry run first)', async () => {
    const first = exportDir();
    await io.exportTo(first);
    expect(coveredFiles(first).size).toBeGreaterThan(200);
    expect([...coveredFiles(first).keys()]).toEqual(expect.arrayContaining(['pages/air-conditioning.es.md', 'pages/brands/daikin.en.md']));
    expect(differences(CONTENT, first)).toEqual([]);
    const articleText = async () => JSON.stringify(await t.app.get(ReadPublishedArticle).execute(ARTICLE));
    const originalSentence = 'Split, multi-split and ducted';
    expect(await articleText()).toContain(originalSentence);

    // The phone, a town and a Q&A page edited in the admin.
    await t.http
      .put('/api/admin/settings/business')
      .set('authorization', admin)
      .send({ ...seedSettingsBody(), phone: '+34 951 123 456' })
      .expect(200);
    const marbella = parse(readFileSync(join(CONTENT, 'towns', 'marbella.yaml'), 'utf8')) as { summary: { en: string } };
    marbella.summary.en = `${marbella.summary.en} Edited in the admin.`;
    await t.http.put('/api/admin/towns/marbella').set('authorization', admin).send(marbella).expect(200);
    const pages = (await t.http.get('/api/admin/qa/pages').set('authorization', admin).expect(200)).body.data as {
      id: string;
      slug: string;
    }[];
    const page = pages.find((candidate) => candidate.slug === 'seer-scop-energy-label');
    await t.http
      .patch(`/api/admin/qa/pages/${page?.id}`)
      .set('authorization', admin)
      .send({ questionEn: 'What do SEER, SCOP and the EU energy label mean?' })
      .expect(200);
    // An article page: a sentence replaced and a search title of the owner's, in English, published.
    const article = (await t.http.get(ARTICLE_API).set('authorization', admin).expect(200)).body as {
      draft: Record<'en' | 'es', { markdown: string }>;
    };
    expect(article.draft.en.markdown).toContain(originalSentence);
    await t.http
      .put(ARTICLE_API)
      .set('authorization', admin)
      .send({
        markdownEn: article.draft.en.markdown.replace(originalSentence, NEW_SENTENCE),
        markdownEs: article.draft.es.markdown,
        seoTitleEn: 'Air conditioning: fitted in two days',
      })
      .expect(200);
    await t.http.post(`${ARTICLE_API}/publish`).set('authorization', admin).expect(200);
    expect(await articleText()).toContain(NEW_SENTENCE);

    const edited = exportDir();
    await io.exportTo(edited);
    expect(differences(CONTENT, edited)).toEqual([
      'business.yaml',
      'pages/air-conditioning.en.md',
      'qa/air-conditioning/seer-scop-energy-label.en.md',
      'towns/marbella.yaml',
    ]);
    const articleFile = readFileSync(join(edited, 'pages', 'air-conditioning.en.md'), 'utf8');
    expect(articleFile).toContain(NEW_SENTENCE);
    expect(articleFile).toContain("\nseoTitle: 'Air conditioning: fitted in two days'\n---\n");
    // The export holds everything the owner typed: importing it changes nothing.
    expect(
      (await io.importFrom(edited, { dryRun: true, remove: true })).flatMap((set) => [...set.added, ...set.changed, ...set.removed]),
    ).toEqual([]);
    expect(readFileSync(join(edited, 'business.yaml'), 'utf8')).toContain("\nphone: '+34 951 123 456'\n");
    expect(readFileSync(join(edited, 'towns', 'marbella.yaml'), 'utf8')).toContain('Edited in the admin.');
    expect(readFileSync(join(edited, 'qa', 'air-conditioning', 'seer-scop-energy-label.en.md'), 'utf8')).toContain(
      'question: What do SEER, SCOP and the EU energy label mean?\n',
    );

    const expected = [
      { name: 'business', added: [], changed: ['business.yaml: phone'], removed: [] },
      { name: 'towns', added: [], changed: ['marbella'], removed: [] },
      { name: 'qa', added: [], changed: ['air-conditioning/seer-scop-energy-label'], removed: [] },
      { name: 'articles', added: [], changed: [ARTICLE], removed: [] },
    ];
    expect(await io.importFrom(CONTENT, { dryRun: true, remove: false })).toEqual(expected);
    const afterDryRun = exportDir();
    await io.exportTo(afterDryRun);
    expect(differences(edited, afterDryRun)).toEqual([]);

    expect(await io.importFrom(CONTENT, { dryRun: false, remove: false })).toEqual(expected);
    const restored = exportDir();
    await io.exportTo(restored);
    expect(differences(CONTENT, restored)).toEqual([]);
    expect((await io.importFrom(CONTENT, { dryRun: true, remove: false })).flatMap((set) => [...set.added, ...set.changed])).toEqual([]);
    // The public pages show the files' text again (the article page as server rendering reads it).
    const restoredPage = await t.http.get('/api/qa/categories/air-conditioning/pages/seer-scop-energy-label').expect(200);
    expect(JSON.stringify(restoredPage.body)).toContain('What do SEER, SCOP and the energy label mean?');
    const restoredArticle = await articleText();
    expect(restoredArticle).toContain(originalSentence);
    expect(restoredArticle).not.toContain(NEW_SENTENCE);
    expect(restoredArticle).not.toContain('fitted in two days');
    // The import published the files' text as a revision of its own.
    const { body } = await t.http.get(ARTICLE_API).set('authorization', admin).expect(200);
    expect(body).toMatchObject({ publishedBy: 'content:import', unpublishedChanges: false });
    expect((body as { revisions: { createdBy: string | null }[] }).revisions.map((revision) => revision.createdBy)).toEqual([
      'content:import',
      ADMIN.email,
      null,
    ]);
  });

  it('refuses a page file the page registry does not have, and never removes an article page', async () => {
    const extra = join(mkdtempSync(join(tmpdir(), 'content-extra-')), 'content');
    cpSync(CONTENT, extra, { recursive: true });
    cpSync(join(extra, 'pages', 'heat-pumps.en.md'), join(extra, 'pages', 'brands', 'fujitsu.en.md'));
    const refusal = await io.importFrom(extra, { dryRun: true, remove: true }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ContentError);
    expect((refusal as ContentError).problems).toEqual([expect.stringMatching(/^content\/pages\/brands\/fujitsu\.en\.md: /)]);

    rmSync(join(extra, 'pages', 'brands', 'fujitsu.en.md'));
    expect((await io.importFrom(extra, { dryRun: false, remove: true }))[3]).toEqual({
      name: 'articles',
      added: [],
      changed: [],
      removed: [],
    });
  });

  it('exports a page added in the admin last, as a draft, and removes it on import only when asked', async () => {
    const categories = (await t.http.get('/api/admin/qa/categories').set('authorization', admin).expect(200)).body.data as {
      id: string;
      slug: string;
    }[];
    const category = categories.find((candidate) => candidate.slug === 'air-conditioning');
    await t.http
      .post('/api/admin/qa/pages')
      .set('authorization', admin)
      .send({
        categoryId: category?.id,
        slug: 'pool-heat-pump',
        questionEn: 'How long does a pool heat pump take to warm the water?',
        questionEs: '¿Cuánto tarda una bomba de calor en calentar la piscina?',
        answerEn: 'Usually **two to four days** for a first heat-up, then it holds the temperature.',
        answerEs: 'Normalmente **de dos a cuatro días** la primera vez; después mantiene la temperatura.',
        isPublished: false,
      })
      .expect(201);
    const dir = exportDir();
    await io.exportTo(dir);
    expect(differences(CONTENT, dir)).toEqual(['qa/air-conditioning/pool-heat-pump.en.md', 'qa/air-conditioning/pool-heat-pump.es.md']);
    expect(readFileSync(join(dir, 'qa', 'air-conditioning', 'pool-heat-pump.es.md'), 'utf8')).toBe(
      '---\norder: 6\nquestion: ¿Cuánto tarda una bomba de calor en calentar la piscina?\ndraft: true\n---\n\n' +
        'Normalmente **de dos a cuatro días** la primera vez; después mantiene la temperatura.\n',
    );

    // A broken file refuses the whole import, naming it; nothing is changed.
    const broken = join(mkdtempSync(join(tmpdir(), 'content-broken-')), 'content');
    cpSync(CONTENT, broken, { recursive: true });
    writeFileSync(join(broken, 'towns', 'tolox.yaml'), 'name: Tolox\ncomarca: nowhere\n');
    const refusal = await io.importFrom(broken, { dryRun: false, remove: true }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ContentError);
    expect((refusal as ContentError).problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^content\/towns\/tolox\.yaml: comarca: /)]),
    );

    const removal = { name: 'qa', added: [], changed: [], removed: ['air-conditioning/pool-heat-pump'] };
    expect((await io.importFrom(CONTENT, { dryRun: false, remove: false }))[2]).toEqual(removal);
    const kept = exportDir();
    await io.exportTo(kept);
    expect(differences(dir, kept)).toEqual([]);
    expect((await io.importFrom(CONTENT, { dryRun: false, remove: true }))[2]).toEqual(removal);
    // The export removes the files of what the database no longer has.
    await io.exportTo(dir);
    expect(differences(CONTENT, dir)).toEqual([]);
  });

  it('takes a renamed page file for a slug change as the admin makes it, with a 301 from the old path', async () => {
    const renamed = join(mkdtempSync(join(tmpdir(), 'content-renamed-')), 'content');
    cpSync(CONTENT, renamed, { recursive: true });
    const folder = join(renamed, 'qa', 'air-conditioning');
    for (const language of ['en', 'es'])
      cpSync(join(folder, `seer-scop-energy-label.${language}.md`), join(folder, `seer-and-scop.${language}.md`));
    for (const language of ['en', 'es']) rmSync(join(folder, `seer-scop-energy-label.${language}.md`));

    const move = 'air-conditioning/seer-scop-energy-label → air-conditioning/seer-and-scop';
    expect((await io.importFrom(renamed, { dryRun: false, remove: false }))[2]).toEqual({
      name: 'qa',
      added: [],
      changed: [move],
      removed: [],
    });
    const redirects = (await t.http.get('/api/admin/redirects').set('authorization', admin).expect(200)).body.data as {
      fromPath: string;
      toPath: string;
    }[];
    expect(redirects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fromPath: '/qa/air-conditioning/seer-scop-energy-label', toPath: '/qa/air-conditioning/seer-and-scop' }),
      ]),
    );
    const dir = exportDir();
    await io.exportTo(dir);
    expect(differences(renamed, dir)).toEqual([]);

    // And back: the files of content/ again, byte for byte.
    await io.importFrom(CONTENT, { dryRun: false, remove: false });
    await io.exportTo(dir);
    expect(differences(CONTENT, dir)).toEqual([]);
  });
});

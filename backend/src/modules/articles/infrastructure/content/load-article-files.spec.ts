import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { articleFilesFromRecord, articleRecordFromFiles, ContentError, parseArticle } from '@costa-sol/common/content-files';
import { loadArticleFiles } from './load-article-files';

const CONTENT = join(__dirname, '..', '..', '..', '..', '..', '..', 'content');

/** The problems loadArticleFiles reports for a folder; none when it loads. */
function problemsOf(contentRoot: string): string[] {
  try {
    loadArticleFiles(contentRoot);
    return [];
  } catch (error) {
    return error instanceof ContentError ? error.problems : [String(error)];
  }
}

/** A copy of content/pages to break or change, and the path of one of its files. */
function pagesCopy(): { root: string; file: (name: string) => string } {
  const root = join(mkdtempSync(join(tmpdir(), 'article-files-')), 'content');
  cpSync(join(CONTENT, 'pages'), join(root, 'pages'), { recursive: true });
  return { root, file: (name) => join(root, 'pages', name) };
}

describe('the article pages of content/pages as the first start stores them', () => {
  it('reads every page of the registry, and writes each back byte for byte', () => {
    const records = loadArticleFiles(CONTENT);
    expect(records.size).toBeGreaterThanOrEqual(20);
    for (const [key, record] of records) {
      const files = articleFilesFromRecord(record);
      for (const language of ['en', 'es'] as const)
        expect(Buffer.from(files[language])).toEqual(readFileSync(join(CONTENT, 'pages', `${key}.${language}.md`)));
    }
  });

  it('refuses a broken file, naming the file and the field', () => {
    const copy = pagesCopy();
    const file = copy.file('brands/daikin.es.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: "<b>Daikin</b>"'));
    expect(problemsOf(copy.root)).toEqual([expect.stringMatching(/^content\/pages\/brands\/daikin\.es\.md: title: /)]);
  });

  it("writes the owner's overrides as front-matter keys and reads them back to the same record", () => {
    const seed = loadArticleFiles(CONTENT).get('brands/daikin');
    if (!seed) throw new Error('no brands/daikin page');
    const record = {
      en: { ...seed.en, seoTitle: 'Daikin: our own title', shareText: '10 years: "Daikin" #1' },
      es: { ...seed.es, seoDescription: 'Instalamos Daikin en toda la Costa del Sol.' },
    };
    const files = articleFilesFromRecord(record);
    expect(files.en).toBe(
      seed.en.markdown.replace(/\n---\n/, `\nseoTitle: 'Daikin: our own title'\nshareText: '10 years: "Daikin" #1'\n---\n`),
    );
    expect(files.es).toContain('\nseoDescription: Instalamos Daikin en toda la Costa del Sol.\n---\n');
    expect(articleRecordFromFiles(files)).toStrictEqual({ ok: true, record });
  });

  it('reads override keys written by hand anywhere in the front matter, leaving every other byte as it was', () => {
    const copy = pagesCopy();
    const original = readFileSync(copy.file('heat-pumps.en.md'), 'utf8');
    const written = original.replace(
      /^---\n/,
      "---\nseoDescription: >-\n  Heat pumps for Costa del Sol homes,\n\n  sized and installed.\nshareText: ''\n\n",
    );
    writeFileSync(copy.file('heat-pumps.en.md'), written);
    expect(loadArticleFiles(copy.root).get('heat-pumps')?.en).toStrictEqual({
      markdown: original.replace(/^---\n/, '---\n\n'),
      seoTitle: null,
      seoDescription: 'Heat pumps for Costa del Sol homes,\nsized and installed.',
      shareText: null,
    });
  });

  it('refuses override keys in the page text the admin edits: they have fields of their own there', () => {
    const seed = loadArticleFiles(CONTENT).get('brands/daikin');
    if (!seed) throw new Error('no brands/daikin page');
    const typed = seed.en.markdown.replace(/\n---\n/, '\nseoTitle: Daikin\n---\n');
    expect(parseArticle({ en: typed, es: seed.es.markdown })).toEqual({
      ok: false,
      problems: [{ language: 'en', where: 'seoTitle', message: expect.stringContaining('its own field') }],
    });
  });

  it("refuses an override longer than the admin takes, with the admin's message", () => {
    const copy = pagesCopy();
    const file = copy.file('brands/daikin.en.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n---\n/, `\nseoTitle: ${'x'.repeat(61)}\n---\n`));
    expect(problemsOf(copy.root)).toEqual([`content/pages/brands/daikin.en.md: seoTitle: ${VALIDATION_MESSAGES.en.seoTitleTooLong}`]);
  });
});

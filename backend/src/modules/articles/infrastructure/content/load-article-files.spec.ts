import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { articleFilesFromRecord, ContentError } from '@costa-sol/common/content-files';
import { loadArticleFiles } from './load-article-files';

const CONTENT = join(__dirname, '..', '..', '..', '..', '..', '..', 'content');

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
    const copy = join(mkdtempSync(join(tmpdir(), 'article-files-')), 'content');
    cpSync(join(CONTENT, 'pages'), join(copy, 'pages'), { recursive: true });
    const file = join(copy, 'pages', 'brands', 'daikin.es.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: "<b>Daikin</b>"'));
    const problems = (() => {
      try {
        loadArticleFiles(copy);
        return [];
      } catch (error) {
        return error instanceof ContentError ? error.problems : [String(error)];
      }
    })();
    expect(problems).toEqual([expect.stringMatching(/^content\/pages\/brands\/daikin\.es\.md: title: /)]);
  });
});

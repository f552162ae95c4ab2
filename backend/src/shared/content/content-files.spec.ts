import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  bilingualCollection,
  bilingualEntryNames,
  ContentError,
  FileProblem,
  fieldName,
  loadContentFile,
  markdownFormat,
  readBilingualEntry,
  readCollection,
  splitFrontMatter,
  yamlFormat,
} from '@costa-sol/common/content-files';
import { z } from 'zod';

describe('the content loader (common: @costa-sol/common/content-files)', () => {
  /** The temporary folders this suite made: each removed after its test, and nothing else. */
  const made: string[] = [];
  let root = '';

  /** A content root named content/ in a temporary folder of its own, with these files. */
  function contentWith(files: Record<string, string>): string {
    const folder = mkdtempSync(join(tmpdir(), 'content-files-'));
    made.push(folder);
    root = join(folder, 'content');
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  afterEach(() => {
    for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('splits front matter from the body, with the line the body starts on, CRLF or not', () => {
    expect(splitFrontMatter('---\ntitle: A\norder: 2\n---\n\nBody.\n')).toEqual({
      frontMatter: { title: 'A', order: 2 },
      body: '\nBody.\n',
      bodyLine: 5,
    });
    expect(splitFrontMatter('---\r\ntitle: A\r\n---\r\nBody.').body).toBe('Body.');
    expect(() => splitFrontMatter('title: A\n')).toThrow(FileProblem);
    expect(() => splitFrontMatter('---\ntitle: [A\n---\n')).toThrow(/^front matter is not valid YAML/);
  });

  it('names a field by its path, and an item of a list by its id', () => {
    const page = { sections: [{ id: 'intro' }, { id: 'rebates', links: [{ to: 'x' }] }] };
    expect(fieldName(page, ['sections', 1, 'links', 0, 'to'])).toBe('sections.1 (#rebates).links.0.to');
    expect(fieldName(page, [])).toBe('(file)');
  });

  it('reads every file of a collection, sub-folders included, and reports the problems of all of them', () => {
    contentWith({
      'towns/a/one.yaml': 'order: 1\n',
      'towns/b/two.yaml': 'order: zero\n',
      'towns/b/three.yaml': 'order: [\n',
      'towns/notes.txt': 'not part of it',
    });
    const collection = { folder: 'towns', suffix: '.yaml', nested: true, format: yamlFormat, schema: z.object({ order: z.number() }) };
    const problems: string[] = [];
    expect(readCollection(root, collection, problems)).toEqual([{ name: 'a/one', data: { order: 1 } }]);
    expect(problems).toEqual([
      expect.stringMatching(/^content\/towns\/b\/three\.yaml: \(file\): not valid YAML .*\(yaml\)$/),
      'content/towns/b/two.yaml: order: Invalid input: expected number, received string (invalid_type)',
    ]);
  });

  it('throws one ContentError for a file that breaks its schema', () => {
    contentWith({ 'business.yaml': 'name: ""\n' });
    const file = { path: 'business.yaml', format: yamlFormat, schema: z.object({ name: z.string().min(1) }).strict() };
    expect(() => loadContentFile(root, file)).toThrow(ContentError);
    expect(() => loadContentFile(root, file)).toThrow(/content\/business\.yaml: name: .*\(too_small\)/);
  });

  it('reads a page in both languages, and names the missing one', () => {
    contentWith({
      'qa/x/a.en.md': '---\norder: 1\n---\nThe answer.\n',
      'qa/x/a.es.md': '---\norder: 1\n---\nLa respuesta.\n',
      'qa/x/b.en.md': '---\norder: 2\n---\nB.\n',
    });
    const pages = bilingualCollection('qa/x', markdownFormat, () => z.object({ order: z.number(), body: z.string() }));
    expect(bilingualEntryNames(root, pages)).toEqual(['a', 'b']);
    const problems: string[] = [];
    expect(readBilingualEntry(root, pages, 'a', problems)).toEqual({
      en: { order: 1, body: 'The answer.' },
      es: { order: 1, body: 'La respuesta.' },
    });
    expect(readBilingualEntry(root, pages, 'b', problems)).toEqual({ en: { order: 2, body: 'B.' } });
    expect(problems).toEqual(['content/qa/x/b.es.md: (file): missing (every page has an English and a Spanish file) (required)']);
  });
});

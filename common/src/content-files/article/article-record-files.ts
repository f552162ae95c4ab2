import { parse } from 'yaml';
import type { Language } from '../../i18n/languages';
import { ARTICLE_LAYOUT } from '../../pages/page-registry-derive';
import type { OwnComponent } from '../../pages/page-registry-types';
import { firstLine } from '../content-error';
import { yamlText } from '../write';
import { pageFileOverridesSchema } from './article-schema';
import { type ArticleLanguageRecord, type ArticleProblem, type ArticleRecord, parseArticle } from './article-file';

type Overrides = Omit<ArticleLanguageRecord, 'markdown'>;

const OVERRIDE_KEY = /^(seoTitle|seoDescription|shareText)\s*:/;
const isFence = (line: string) => line.replace(/\r$/, '') === '---';
const isBlank = (line: string) => line.trim() === '';

/** The index of the line closing the front matter that the first line opens; -1 when there is none. */
function frontMatterEnd(lines: string[]): number {
  return lines.length > 0 && isFence(lines[0]) ? lines.findIndex((line, index) => index > 0 && isFence(line)) : -1;
}

/**
 * A page file split into the page's Markdown (every line but the overrides') and the override keys' lines: a key at
 * the start of a front-matter line, with the indented lines that go on with its value. Nothing else is touched, so
 * a file that has no override keys is its Markdown byte for byte.
 */
function splitOverrideLines(file: string): { markdown: string; overrideLines: string[] } {
  const lines = file.split('\n');
  const end = frontMatterEnd(lines);
  const kept: string[] = [];
  const lifted: string[] = [];
  let lifting = false;
  let blanks: string[] = [];
  lines.forEach((line, index) => {
    const inFrontMatter = index > 0 && index < end;
    if (inFrontMatter && lifting && isBlank(line)) {
      blanks.push(line);
      return;
    }
    if (inFrontMatter && OVERRIDE_KEY.test(line)) lifting = true;
    else if (!inFrontMatter || !/^[ \t]/.test(line)) lifting = false;
    // Blank lines inside a lifted value go with it; blank lines after it stay where they were.
    (lifting ? lifted : kept).push(...blanks, line);
    blanks = [];
  });
  kept.push(...blanks);
  return { markdown: kept.join('\n'), overrideLines: lifted };
}

/** One language's page file → its record: the override keys lifted out of the front matter, checked with the admin's limits. */
function languageRecordFromFile(file: string, language: Language, problems: ArticleProblem[]): ArticleLanguageRecord {
  const { markdown, overrideLines } = splitOverrideLines(file);
  const none: Overrides = { seoTitle: null, seoDescription: null, shareText: null };
  if (overrideLines.length === 0) return { markdown, ...none };
  let data: unknown;
  try {
    data = parse(overrideLines.join('\n'));
  } catch (error) {
    problems.push({ language, where: overrideLines[0].split(':')[0], message: `not valid YAML (${firstLine(error)})` });
    return { markdown, ...none };
  }
  const parsed = pageFileOverridesSchema.safeParse(data);
  // A key left out is no override: null, as the admin stores it.
  if (parsed.success) return { markdown, ...none, ...parsed.data };
  for (const issue of parsed.error.issues) problems.push({ language, where: issue.path.join('.') || '(file)', message: issue.message });
  return { markdown, ...none };
}

/** One language's record → its page file: the overrides that are set written as front-matter keys, before its closing line. */
function fileFromLanguageRecord({ markdown, ...overrides }: ArticleLanguageRecord): string {
  const set = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== null));
  if (Object.keys(set).length === 0) return markdown;
  const lines = markdown.split('\n');
  const end = frontMatterEnd(lines);
  if (end < 0) throw new Error('An article page without front matter cannot hold its overrides');
  return [...lines.slice(0, end), yamlText(set).replace(/\n$/, ''), ...lines.slice(end)].join('\n');
}

/**
 * content/pages/{name}.en.md and .es.md as read from disk → the record the database keeps: each file's Markdown and its
 * overrides, checked as the build checks content/pages (a file without override keys is its Markdown byte for byte);
 * `layout`: what the page's own component needs of it (ownLayoutOf in the page registry), if it has one.
 */
export function articleRecordFromFiles(
  files: Record<Language, string>,
  layout: OwnComponent = ARTICLE_LAYOUT,
): { ok: true; record: ArticleRecord } | { ok: false; problems: ArticleProblem[] } {
  const problems: ArticleProblem[] = [];
  const record = { en: languageRecordFromFile(files.en, 'en', problems), es: languageRecordFromFile(files.es, 'es', problems) };
  const parsed = parseArticle({ en: record.en.markdown, es: record.es.markdown }, layout);
  if (!parsed.ok) problems.push(...parsed.problems);
  return problems.length === 0 ? { ok: true, record } : { ok: false, problems };
}

/** The record → the two files' text, which articleRecordFromFiles reads back to the same record. */
export function articleFilesFromRecord(record: ArticleRecord): Record<Language, string> {
  return { en: fileFromLanguageRecord(record.en), es: fileFromLanguageRecord(record.es) };
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Language, PageRegistry } from '@costa-sol/common';
import type { Article, ArticleText, LinkTarget } from '../../src/pages/article/article-types';
import { LayoutError, readPageFile } from './article-markdown.ts';
import { type PageFile, pageFileSchema } from './article-schema.ts';
import { shapeDifferences } from './article-shape.ts';
import { PAGE_REGISTRY, pageByContentName } from './common.ts';

/** Page files that break their rules: every problem at once, each as "content/pages/x.es.md: field: message (rule)". */
export class ArticleContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ArticleContentError';
  }
}

const NAME = /^(brands\/)?[a-z0-9]+(-[a-z0-9]+)*$/;

/** The two files of a page: content/pages/{name}.en.md and .es.md. */
export function pageFiles(contentRoot: string, name: string): Record<Language, string> {
  return { en: join(contentRoot, 'pages', `${name}.en.md`), es: join(contentRoot, 'pages', `${name}.es.md`) };
}

/** Every page under content/pages: each file name without its language and extension ("heat-pumps", "brands/daikin"). */
export function pageNames(contentRoot: string): string[] {
  const files = readdirSync(join(contentRoot, 'pages'), { recursive: true, encoding: 'utf8' });
  return [...new Set(files.filter((file) => /\.(en|es)\.md$/.test(file)).map((file) => file.replace(/\.(en|es)\.md$/, '')))].sort();
}

/** A page's date: the page registry's entry whose content is this name (brands/{slug} for a manufacturer page). */
function updatedOf(name: string, registry: PageRegistry): string | undefined {
  return NAME.test(name) ? pageByContentName(registry, name)?.updated : undefined;
}

function readChecked(contentRoot: string, file: string, language: Language, problems: string[]): PageFile | undefined {
  const where = relative(join(contentRoot, '..'), file);
  if (!existsSync(file)) {
    problems.push(`${where}: (file): missing (every page has an English and a Spanish file) (required)`);
    return undefined;
  }
  let raw: object;
  try {
    const { frontMatter, ...body } = readPageFile(readFileSync(file, 'utf8'));
    raw = { ...(typeof frontMatter === 'object' ? frontMatter : {}), ...body };
  } catch (error) {
    if (!(error instanceof LayoutError)) throw error;
    problems.push(`${where}: line ${error.line}: ${error.message} (layout)`);
    return undefined;
  }
  const result = pageFileSchema(language).safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) problems.push(`${where}: ${fieldName(raw, issue.path)}: ${issue.message} (${issue.code})`);
  return undefined;
}

/** The field a problem is about, with the anchor of its section: "sections.2 (#scop-and-seer).paragraphs". */
function fieldName(page: object, path: PropertyKey[]): string {
  if (path.length === 0) return '(file)';
  const sections = 'sections' in page && Array.isArray(page.sections) ? page.sections : [];
  return path
    .map((part, index) => {
      const section: unknown = index === 1 && path[0] === 'sections' && typeof part === 'number' ? sections[part] : undefined;
      const id = typeof section === 'object' && section !== null && 'id' in section ? section.id : undefined;
      return typeof id === 'string' ? `${String(part)} (#${id})` : String(part);
    })
    .join('.');
}

function articleText({ kind: _kind, sections, ...text }: PageFile): ArticleText {
  return { ...text, sections: sections.map((section) => ({ ...section, links: section.links?.map(toLink) })) };
}

const toLink = ({ to, label }: { to: string; label: string }) => ({ to: to as LinkTarget, label });

/**
 * An article page from content/pages/{name}.{en|es}.md, checked (each file against its schema, then the Spanish file
 * against the English one's shape) and with `{{claims.…}}` names filled in per language. Throws ArticleContentError.
 */
export function loadArticle(contentRoot: string, name: string, registry: PageRegistry = PAGE_REGISTRY): Article {
  const files = pageFiles(contentRoot, name);
  const problems: string[] = [];
  const updated = updatedOf(name, registry);
  const whereEn = relative(join(contentRoot, '..'), files.en);
  const whereEs = relative(join(contentRoot, '..'), files.es);
  if (!updated)
    problems.push(`${whereEn}: (file): no page of the page registry has the content "${name}" (common/src/pages/page-registry.ts) (name)`);
  const en = readChecked(contentRoot, files.en, 'en', problems);
  const es = readChecked(contentRoot, files.es, 'es', problems);
  if (en && !en.kind) problems.push(`${whereEn}: kind: required in the English file (service, brand, guide, legal or index) (required)`);
  if (es?.kind) problems.push(`${whereEs}: kind: only in the English file (the Spanish page takes it from there) (unrecognized_keys)`);
  if (en && es)
    for (const issue of shapeDifferences(en, es)) problems.push(`${whereEs}: ${fieldName(es, issue.path)}: ${issue.message} (shape)`);
  if (problems.length > 0 || !en?.kind || !es || !updated) throw new ArticleContentError(problems);
  return { kind: en.kind, updated, en: articleText(en), es: articleText(es) };
}

/** Every page under content/pages loaded, so a file no route imports is checked too; all problems reported together. */
export function checkAllPages(contentRoot: string): number {
  const names = pageNames(contentRoot);
  const problems = names.flatMap((name) => {
    try {
      loadArticle(contentRoot, name);
      return [];
    } catch (error) {
      if (error instanceof ArticleContentError) return error.problems;
      throw error;
    }
  });
  if (problems.length > 0) throw new ArticleContentError([...new Set(problems)]);
  return names.length;
}

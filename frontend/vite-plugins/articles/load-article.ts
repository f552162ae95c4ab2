import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language, PageRegistry } from '@costa-sol/common';
import type { Article, ArticleText, LinkTarget } from '../../src/pages/article/article-types';
import type { PageFile } from '@costa-sol/common/content-files';
import {
  ARTICLE_LAYOUT,
  isArticleKind,
  isWrittenKind,
  PAGE_REGISTRY,
  pageByContentName,
  bilingualCollection,
  bilingualEntryNames,
  ContentError,
  contentPath,
  fieldName,
  ownLayoutProblems,
  problemAt,
  readBilingualEntry,
  pageFileFormat,
  pageFileSchema,
  shapeDifferences,
} from '../common.ts';

/** content/pages/{name}.{en|es}.md, sub-folders included ("brands/daikin"). */
const pageFileCollection = bilingualCollection('pages', pageFileFormat, pageFileSchema, true);

/** The two files of a page: content/pages/{name}.en.md and .es.md. */
export function pageFiles(contentRoot: string, name: string): Record<Language, string> {
  return { en: join(contentRoot, 'pages', `${name}.en.md`), es: join(contentRoot, 'pages', `${name}.es.md`) };
}

/** Every page under content/pages: each file name without its language and extension ("heat-pumps", "brands/daikin"). */
export function pageNames(contentRoot: string): string[] {
  return bilingualEntryNames(contentRoot, pageFileCollection);
}

function articleText({ sections, ...text }: PageFile): ArticleText {
  return { ...text, sections: sections.map((section) => ({ ...section, links: section.links?.map(toLink) })) };
}

const toLink = ({ to, label }: { to: string; label: string }) => ({ to: to as LinkTarget, label });

/**
 * An article page from content/pages/{name}.{en|es}.md, checked (each file against its schema, then the Spanish file
 * against the English one's shape) and with `{{claims.…}}` names filled in per language. Throws ContentError.
 */
export function loadArticle(contentRoot: string, name: string, registry: PageRegistry = PAGE_REGISTRY): Article {
  const problems: string[] = [];
  // The page registry's entry whose content is this name (brands/{slug} for a manufacturer page) gives its kind and date.
  const page = pageByContentName(registry, name);
  const whereEn = contentPath(contentRoot, join('pages', `${name}.en.md`));
  const whereEs = contentPath(contentRoot, join('pages', `${name}.es.md`));
  if (!page)
    problems.push(
      problemAt(whereEn, '(file)', `no page of the page registry has the content "${name}" (common/src/pages/page-registry.ts)`, 'name'),
    );
  else if (!isArticleKind(page.kind) && !page.ownComponent)
    problems.push(problemAt(whereEn, '(file)', `the page registry's kind "${page.kind}" is not written as an article`, 'kind'));
  const { en, es } = readBilingualEntry(contentRoot, pageFileCollection, name, problems);
  if (en && es)
    for (const issue of shapeDifferences(en, es)) problems.push(problemAt(whereEs, fieldName(es, issue.path), issue.message, 'shape'));
  // A page its own component lays out (the home page, a tool): the sections it places, its cards, where a switched figure may go.
  const layout = page?.ownComponent ?? ARTICLE_LAYOUT;
  const files = pageFiles(contentRoot, name);
  for (const [file, where, language] of [
    [en, whereEn, 'en'],
    [es, whereEs, 'es'],
  ] as const)
    if (file)
      for (const problem of ownLayoutProblems(readFileSync(files[language], 'utf8'), file, language, layout))
        problems.push(problemAt(where, problem.where, problem.message, 'layout'));
  if (problems.length > 0 || !en || !es || !page || !isWrittenKind(page.kind)) throw new ContentError(problems);
  return { kind: page.kind, updated: page.updated, en: articleText(en), es: articleText(es) };
}

/** Every page under content/pages loaded, so a file no route imports is checked too; all problems reported together. */
export function checkAllPages(contentRoot: string): number {
  const names = pageNames(contentRoot);
  const problems = names.flatMap((name) => {
    try {
      loadArticle(contentRoot, name);
      return [];
    } catch (error) {
      if (error instanceof ContentError) return error.problems;
      throw error;
    }
  });
  if (problems.length > 0) throw new ContentError([...new Set(problems)]);
  return names.length;
}

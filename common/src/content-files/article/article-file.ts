import type { Language } from '../../i18n/languages';
import { ARTICLE_LAYOUT } from '../../pages/page-registry-derive';
import type { OwnComponent } from '../../pages/page-registry-types';
import { fieldName } from '../field-name';
import { FileProblem } from '../content-error';
import { pageFileFormat } from './article-markdown';
import { type PageFile, pageFileOverridesSchema, pageTextSchema } from './article-schema';
import { shapeDifferences } from './article-shape';
import { type ArticleProblem, ownLayoutProblems } from './own-layout';

export type { ArticleProblem } from './own-layout';

/**
 * An article page as the database keeps it (issue 22) and as content/pages writes it: per language, the page file's
 * whole text (YAML front matter, then the Markdown body), and the search and share-card overrides, null when unset.
 */
export interface ArticleLanguageRecord {
  markdown: string;
  seoTitle: string | null;
  seoDescription: string | null;
  shareText: string | null;
}
export type ArticleRecord = Record<Language, ArticleLanguageRecord>;

type ParsedArticle = { ok: true; en: PageFile; es: PageFile } | { ok: false; problems: ArticleProblem[] };

/**
 * One language's page file read and checked on its own (the admin's live preview); the shape check needs both.
 * `layout`: what the page's own component needs of it (ownLayoutOf in the page registry).
 */
export function parseArticleText(
  markdown: string,
  language: Language,
  layout: OwnComponent = ARTICLE_LAYOUT,
): { text?: PageFile; problems: ArticleProblem[] } {
  const problems: ArticleProblem[] = [];
  return { text: parseOne(markdown, language, layout, problems), problems };
}

function parseOne(markdown: string, language: Language, layout: OwnComponent, problems: ArticleProblem[]): PageFile | undefined {
  let data: unknown;
  try {
    data = pageFileFormat.read(markdown);
  } catch (error) {
    if (!(error instanceof FileProblem)) throw error;
    problems.push({ language, where: error.field, message: error.message });
    return undefined;
  }
  // The overrides are fields of their own beside the page's text; only content/pages writes them in the front matter.
  const overrides = new Set(Object.keys(pageFileOverridesSchema.shape));
  if (typeof data === 'object' && data !== null && Object.keys(data).some((key) => overrides.has(key))) {
    for (const key of Object.keys(data).filter((name) => overrides.has(name)))
      problems.push({ language, where: key, message: 'set in its own field beside the page file, not in its front matter' });
    data = Object.fromEntries(Object.entries(data).filter(([key]) => !overrides.has(key)));
  }
  const parsed = pageTextSchema(language).safeParse(data);
  if (parsed.success) {
    const layoutProblems = ownLayoutProblems(markdown, parsed.data, language, layout);
    problems.push(...layoutProblems);
    return layoutProblems.length === 0 ? parsed.data : undefined;
  }
  for (const issue of parsed.error.issues) problems.push({ language, where: fieldName(data, issue.path), message: issue.message });
  return undefined;
}

/**
 * Both languages' page files read and checked as the build checks content/pages: the layout (front matter, intro,
 * `## Heading {#anchor}` sections, lists), each field's rules (plain text only: no HTML, no links but route and
 * brand links), what a page's own component needs (`layout`, ownLayoutOf in the page registry), then the Spanish
 * file against the English one's shape.
 */
export function parseArticle(markdown: Record<Language, string>, layout: OwnComponent = ARTICLE_LAYOUT): ParsedArticle {
  const problems: ArticleProblem[] = [];
  const en = parseOne(markdown.en, 'en', layout, problems);
  const es = parseOne(markdown.es, 'es', layout, problems);
  if (en && es)
    for (const issue of shapeDifferences(en, es))
      problems.push({ language: 'es', where: fieldName(es, issue.path), message: issue.message });
  return en && es && problems.length === 0 ? { ok: true, en, es } : { ok: false, problems };
}

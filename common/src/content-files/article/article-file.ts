import { CLAIM_KEYS } from '../../business/business-settings';
import type { Language } from '../../i18n/languages';
import { fieldName } from '../field-name';
import { FileProblem } from '../content-error';
import { pageFileFormat } from './article-markdown';
import { type PageFile, pageFileOverridesSchema, pageTextSchema } from './article-schema';
import { shapeDifferences } from './article-shape';

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

/** One problem of a page's Markdown: the language, where (a line, a field) and what is wrong. */
export interface ArticleProblem {
  language: Language;
  where: string;
  message: string;
}

type ParsedArticle = { ok: true; en: PageFile; es: PageFile } | { ok: false; problems: ArticleProblem[] };

/**
 * One language's page file read and checked on its own (the admin's live preview); the shape check needs both.
 * `anchors`: the sections the page's own component places (requiredAnchors of the page registry).
 */
export function parseArticleText(
  markdown: string,
  language: Language,
  anchors: readonly string[] = [],
): { text?: PageFile; problems: ArticleProblem[] } {
  const problems: ArticleProblem[] = [];
  return { text: parseOne(markdown, language, anchors, problems), problems };
}

const SWITCHED_FIGURE = /\{\{\s*claims\.(\w+)\s*\}\}/g;

/**
 * A figure with a "show" switch named in the text of a page its own component lays out (the home page, a tool): its
 * sentences would print it while hidden, so such figures stay in the component's cards and figures band, which follow
 * the switch.
 */
function switchedFigures(markdown: string, language: Language): ArticleProblem[] {
  const keys: readonly string[] = CLAIM_KEYS;
  const named = [...markdown.matchAll(SWITCHED_FIGURE)].map(([, key]) => key).filter((key) => keys.includes(key));
  return [...new Set(named)].map((key) => ({
    language,
    where: `{{claims.${key}}}`,
    message: 'this figure has a "show" switch in the business settings: on this page it is shown by the layout, not in the text',
  }));
}

/** A section the page's own component places by its anchor, missing from the file: the layout would break. */
function missingAnchors(file: PageFile, language: Language, anchors: readonly string[]): ArticleProblem[] {
  return anchors
    .filter((anchor) => !file.sections.some((section) => section.id === anchor))
    .map((anchor) => ({
      language,
      where: 'sections',
      message: `section #${anchor} is missing: this page's layout places it (keep a "## Heading {#${anchor}}" section)`,
    }));
}

/**
 * What a page laid out by its own component (`anchors`: the sections it places; none for an article page) needs of
 * one language's file besides the article rules: every placed section, and no figure with a "show" switch.
 */
export function ownLayoutProblems(markdown: string, file: PageFile, language: Language, anchors: readonly string[]): ArticleProblem[] {
  // The article pages print their figures as written; only a page with its own layout shows them by their switch.
  if (anchors.length === 0) return [];
  return [...missingAnchors(file, language, anchors), ...switchedFigures(markdown, language)];
}

function parseOne(markdown: string, language: Language, anchors: readonly string[], problems: ArticleProblem[]): PageFile | undefined {
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
    const layout = ownLayoutProblems(markdown, parsed.data, language, anchors);
    problems.push(...layout);
    return layout.length === 0 ? parsed.data : undefined;
  }
  for (const issue of parsed.error.issues) problems.push({ language, where: fieldName(data, issue.path), message: issue.message });
  return undefined;
}

/**
 * Both languages' page files read and checked as the build checks content/pages: the layout (front matter, intro,
 * `## Heading {#anchor}` sections, lists), each field's rules (plain text only: no HTML, no links but route and
 * brand links), the sections a page's own component places (`anchors`, requiredAnchors of the page registry), then
 * the Spanish file against the English one's shape.
 */
export function parseArticle(markdown: Record<Language, string>, anchors: readonly string[] = []): ParsedArticle {
  const problems: ArticleProblem[] = [];
  const en = parseOne(markdown.en, 'en', anchors, problems);
  const es = parseOne(markdown.es, 'es', anchors, problems);
  if (en && es)
    for (const issue of shapeDifferences(en, es))
      problems.push({ language: 'es', where: fieldName(es, issue.path), message: issue.message });
  return en && es && problems.length === 0 ? { ok: true, en, es } : { ok: false, problems };
}

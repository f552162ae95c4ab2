import { parseArticle, type ArticleRecord } from '@costa-sol/common/content-files';
import { ArticleMarkdownInvalidError } from '../domain/article.errors';

/**
 * Throws unless both languages' Markdown is what the site's renderer accepts (the build's own checks of content/pages),
 * with every section the page's own component places (`anchors`).
 */
export function checkArticleRecord(record: ArticleRecord, anchors: readonly string[]): void {
  const parsed = parseArticle({ en: record.en.markdown, es: record.es.markdown }, anchors);
  if (!parsed.ok) throw new ArticleMarkdownInvalidError(parsed.problems);
}

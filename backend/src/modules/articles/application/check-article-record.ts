import { parseArticle, type ArticleRecord } from '@costa-sol/common/content-files';
import { ArticleMarkdownInvalidError } from '../domain/article.errors';

/** Throws unless both languages' Markdown is what the site's renderer accepts (the build's own checks of content/pages). */
export function checkArticleRecord(record: ArticleRecord): void {
  const parsed = parseArticle({ en: record.en.markdown, es: record.es.markdown });
  if (!parsed.ok) throw new ArticleMarkdownInvalidError(parsed.problems);
}

import type { OwnComponent } from '@costa-sol/common';
import { parseArticle, type ArticleRecord } from '@costa-sol/common/content-files';
import { ArticleMarkdownInvalidError } from '../domain/article.errors';

/**
 * Throws unless both languages' Markdown is what the site's renderer accepts (the build's own checks of content/pages),
 * with what the page's own component needs of it (`layout`: the sections it places, the lists it draws as cards).
 */
export function checkArticleRecord(record: ArticleRecord, layout: OwnComponent): void {
  const parsed = parseArticle({ en: record.en.markdown, es: record.es.markdown }, layout);
  if (!parsed.ok) throw new ArticleMarkdownInvalidError(parsed.problems);
}

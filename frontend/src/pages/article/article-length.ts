import type { Article, ArticleText } from './article-types';

/**
 * From this many words a visitor reads (intro, headings, paragraphs, bullets, questions and answers) an article is
 * long: it opens with a contents list. Counted on the English text so both languages of a page share one layout; the
 * guides (2,000+ words) and the service pages (1,080+) are long, the legal notice, the cookie policy, Resources and
 * the shortest manufacturer page (Lennox) are not.
 */
export const LONG_ARTICLE_WORDS = 1000;

const wordsIn = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** The words a visitor reads on the page in one language. */
export function articleWords(text: ArticleText): number {
  const parts = [
    text.heading,
    ...text.intro,
    ...text.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.bullets ?? [])]),
    ...(text.faqs ?? []).flatMap((faq) => [faq.question, faq.answer]),
  ];
  return parts.reduce((total, part) => total + wordsIn(part), 0);
}

/** Whether the page is long enough for a contents list (the same answer in both languages). */
export function isLongArticle(article: Pick<Article, 'en'>): boolean {
  return articleWords(article.en) >= LONG_ARTICLE_WORDS;
}

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadArticle } from '../../../vite-plugins/articles/load-article.ts';
import { articleWords, isLongArticle, LONG_ARTICLE_WORDS } from './article-length';
import type { ArticleText } from './article-types';

const CONTENT = join(import.meta.dirname, '..', '..', '..', '..', 'content');

const text = (words: number): ArticleText => ({
  title: 't',
  description: 'd',
  heading: 'Heading',
  intro: [Array.from({ length: words - 1 }, () => 'word').join(' ')],
  sections: [],
});

describe('a long article (one that opens with a contents list)', () => {
  it('has at least LONG_ARTICLE_WORDS words in its English text, counting words with a letter or a digit', () => {
    expect(articleWords({ ...text(2), faqs: [{ question: '¿Cuánto?', answer: '3,5 kW — más o menos.' }] })).toBe(8);
    expect(isLongArticle({ en: text(LONG_ARTICLE_WORDS) })).toBe(true);
    expect(isLongArticle({ en: text(LONG_ARTICLE_WORDS - 1) })).toBe(false);
  });

  it('covers the guides and the service pages, not the short legal notice, cookie policy, Resources or Lennox pages', () => {
    for (const name of [
      'hvac-sizing-guide',
      'heat-pump-installation-guide',
      'hvac-marbella-guide',
      'air-conditioning',
      'heat-pump-water-heaters',
      'air-zone-systems',
    ])
      expect(isLongArticle(loadArticle(CONTENT, name)), name).toBe(true);
    for (const name of ['legal-notice', 'cookie-policy', 'resources', 'brands/lennox'])
      expect(isLongArticle(loadArticle(CONTENT, name)), name).toBe(false);
  });
});

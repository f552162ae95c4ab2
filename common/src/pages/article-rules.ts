import type { WrittenKind } from './page-registry-types';

/** Limits of an article page's fields in the admin (issue 22); the API checks the same. */
export const ARTICLE_FIELD_LIMITS = {
  /** A search result shows about 60 characters of a title. */
  seoTitle: { max: 60 },
  /** …and about 160 of a description. */
  seoDescription: { max: 160 },
  /** The text drawn on the page's share card. */
  shareText: { max: 100 },
  /** One language's page file, front matter and body. */
  markdown: { min: 1, max: 100_000 },
} as const;

/** The largest draft body the API reads (both page files and the overrides, as JSON): every other form takes 16 KB. */
export const ARTICLE_BODY_LIMIT_BYTES = 1024 * 1024;

/** The API's path segment of a page: its Markdown name with "/" written as "~" ("brands/daikin" → "brands~daikin"). */
export const articleKeyParam = (key: string): string => key.replaceAll('/', '~');
/** The Markdown name of an API path segment (articleKeyParam's inverse). */
export const articleKeyOfParam = (param: string): string => param.replaceAll('~', '/');

/** A link inside an article: a route key of the page registry, or a manufacturer slug. */
interface PublishedArticleLink {
  to: string;
  label: string;
}

/** One language of a published article as server rendering reads it: the page file read, and the overrides. */
export interface PublishedArticleText {
  title: string;
  description: string;
  heading: string;
  intro: string[];
  keyFacts?: { label: string; value: string }[];
  sections: {
    id: string;
    heading: string;
    paragraphs: string[];
    bullets?: string[];
    /** On a page with its own layout, when items naming a hidden figure are left out: the written positions of those shown. */
    bulletPositions?: number[];
    links?: PublishedArticleLink[];
  }[];
  faqs?: { question: string; answer: string }[];
  /** The owner's search title, shown as written; null: the page's title fitted with the brand. */
  seoTitle: string | null;
  seoDescription: string | null;
  /** The share card's text; null: the title. */
  shareText: string | null;
}

/** A published article page (SiteData.article): its registry kind, its date (YYYY-MM-DD) and both languages. */
export interface PublishedArticle {
  kind: WrittenKind;
  updated: string;
  en: PublishedArticleText;
  es: PublishedArticleText;
}

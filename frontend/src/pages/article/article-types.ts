import type { ManufacturerSlug, RouteKey, WrittenKind } from '@costa-sol/common';
import type { Faq } from '../../lib/structured-data';

/** Where a link inside an article goes: a page of the route table, or a manufacturer page by its slug. */
export type LinkTarget = RouteKey | ManufacturerSlug;

interface ArticleLink {
  to: LinkTarget;
  label: string;
}

/** One titled part of an article; its heading is an h2 with `id` as its anchor. */
export interface ArticleSection {
  /** Anchor of the heading: lowercase ASCII letters, digits and hyphens, unique within the article. */
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  /** Further reading shown under the section. */
  links?: ArticleLink[];
}

/** One figure of a page's key-facts box, taken from the page's own text ("Typical install time" / "1-2 days"). */
export interface KeyFact {
  label: string;
  value: string;
}

/** Everything a visitor reads on an article page, in one language. */
export interface ArticleText {
  /** The <title>: at most 60 characters, unique across the site. */
  title: string;
  /** The meta description: 120 to 160 characters, unique across the site. */
  description: string;
  /** The page's h1. */
  heading: string;
  /** Opening paragraphs under the h1. */
  intro: string[];
  /** The key-facts box shown under the intro (a description list), when the page has one. */
  keyFacts?: KeyFact[];
  sections: ArticleSection[];
  /** Shown as a "Frequently asked questions" block and as FAQPage JSON-LD. */
  faqs?: Faq[];
  /** The owner's search title, description and share-card text (admin, Pages); null or unset: from title and description. */
  seoTitle?: string | null;
  seoDescription?: string | null;
  shareText?: string | null;
}

/**
 * An article page in both languages.
 * - service, brand and guide pages end with a quote call-to-action and have a quote block beside the text on wide
 *   screens (after the contents on phones);
 * - long pages (article-length.ts) open with a table of contents;
 * - `updated` (YYYY-MM-DD) is shown on guide and legal pages.
 */
export interface Article {
  /** The page registry's kind of the page. */
  kind: WrittenKind;
  updated?: string;
  en: ArticleText;
  es: ArticleText;
}

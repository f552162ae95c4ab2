import type { Language } from '../i18n/languages';

/** What a page is: the word its share card shows, and what the footer, nav and overviews list it as. */
export type PageKind = 'home' | 'service' | 'brand' | 'guide' | 'resources' | 'location' | 'qa' | 'contact' | 'tool' | 'legal' | 'sitemap';

/** The sections of the human sitemap page. */
export type PageGroup = 'main' | 'services' | 'brands' | 'resources' | 'legal';

/** The other lists of pages the site shows, each in an order of its own. */
export const PAGE_LISTS = ['nav', 'footerServices', 'footerResources', 'footerLegal', 'servicesOverview', 'notFound'] as const;
export type PageList = (typeof PAGE_LISTS)[number];

/** The kinds of page written as an article (Markdown under content/pages): the article page renders them by kind. */
export const ARTICLE_KINDS = ['service', 'brand', 'guide', 'legal', 'resources'] as const satisfies readonly PageKind[];
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** The kinds of page with their own component that may take their text from a Markdown page (see OwnComponent). */
export const COMPONENT_TEXT_KINDS = ['home', 'tool'] as const satisfies readonly PageKind[];
/** Every kind of page whose text is a Markdown page the owner edits at Pages (admin). */
export const WRITTEN_KINDS = [...ARTICLE_KINDS, ...COMPONENT_TEXT_KINDS] as const;
export type WrittenKind = (typeof WRITTEN_KINDS)[number];

/** A page's content source for a page the frontend renders from its own code and data, not from content/pages. */
export const APP_CONTENT = 'app';

/**
 * A page with a Markdown page that a component of its own lays out (frontend/src/app/routes.tsx), not the article
 * page: the home page's sections, a tool's texts around its island.
 */
export interface OwnComponent {
  /** The anchors of the sections the component places: every draft keeps them (a missing one is refused). */
  anchors: readonly string[];
  /** Sections whose list the component draws as cards, by anchor (see CardList). */
  cards?: Readonly<Record<string, CardList>>;
}

/**
 * A section's list drawn as cards: exactly `count` items, each written "Title: text" (the title ends at the first
 * ": "); `linked`: the section's list of links has one link per card, in the same order (the card's "Learn more").
 */
export interface CardList {
  count: number;
  linked?: boolean;
}

/** One public page in both languages (docs/product.md, "Routes and languages"). */
export interface PageEntry {
  /** Names the page in catalogues, the router and the backend. */
  key: string;
  en: string;
  es: string;
  kind: PageKind;
  /** The human sitemap's section that lists it, and where in that section; none for the sitemap page itself. */
  group?: PageGroup;
  order?: number;
  /** The Markdown name under content/pages ({content}.en.md and .es.md), or APP_CONTENT. */
  content: string;
  /** Set when a component of its own, not the article page, shows the page's Markdown. */
  ownComponent?: OwnComponent;
  /** The day (YYYY-MM-DD) its content last changed: <lastmod> and "Last updated". */
  updated: string;
  /** Its position in each other list that shows it. */
  listed?: Partial<Record<PageList, number>>;
}

/** Pages whose last path segments are slugs below an index page of the registry (towns, Q&A). */
export interface PageFamily {
  /** The key of the page whose paths are the family's prefixes. */
  index: string;
  kind: PageKind;
}

/** One manufacturer page: content/pages/{folder}/{slug}.{en|es}.md, the same slug in both languages. */
export interface BrandPage {
  slug: string;
  /** As its maker writes it, the same in both languages. */
  name: string;
  updated: string;
}

export interface BrandFamily extends PageFamily {
  /** The folder of their Markdown files under content/pages. */
  folder: string;
  pages: readonly BrandPage[];
}

export interface PageRegistry {
  pages: readonly PageEntry[];
  families: { manufacturer: BrandFamily; location: PageFamily; qa: PageFamily };
}

export type PagePaths = Record<Language, string>;

import type { Bilingual } from '@costa-sol/common';

export interface QaCategory {
  id: string;
  slug: string;
  name: Bilingual;
  description: Bilingual;
  /** Order on the public index, smallest first. */
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface QaPage {
  id: string;
  categoryId: string;
  slug: string;
  question: Bilingual;
  /** Markdown, stored as written; rendered safely by the site. */
  answer: Bilingual;
  /** A shorter form of the question, for the page title when the question and the brand do not fit in 60 characters (common fitTitle); '' for none. */
  shortQuestion: Bilingual;
  /** The owner's search title and meta description, used as written; '' for none (then fitted from the question and answer). */
  seoTitle: Bilingual;
  seoDescription: Bilingual;
  isPublished: boolean;
  /** Order among its category's pages, smallest first (content/qa's `order`); a new page goes last. */
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface QaCategoryWithCounts extends QaCategory {
  publishedPages: number;
  draftPages: number;
}

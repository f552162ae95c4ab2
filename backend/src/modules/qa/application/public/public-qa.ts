import type { Language } from '@costa-sol/common';

export interface PublicQaCategorySummary {
  slug: string;
  name: string;
  description: string;
  pageCount: number;
}

interface PublicQaPageSummary {
  slug: string;
  question: string;
  updatedAt: Date;
}

export interface PublicQaCategory extends PublicQaCategorySummary {
  pages: PublicQaPageSummary[];
}

export interface PublicQaPage {
  slug: string;
  question: string;
  answer: string;
  /** The short form of the question for the title, and the owner's search title and description; null for none. */
  shortQuestion: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  category: { slug: string; name: string };
  createdAt: Date;
  updatedAt: Date;
  /** Language of the texts; the other language's page has the same slugs under /es/preguntas. */
  language: Language;
}

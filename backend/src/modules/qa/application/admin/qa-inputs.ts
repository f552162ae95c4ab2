import type { Bilingual } from '@costa-sol/common';

export interface QaCategoryInput {
  slug: string;
  name: Bilingual;
  description: Bilingual;
  position: number;
}

export interface QaPageInput {
  categoryId: string;
  slug: string;
  question: Bilingual;
  answer: Bilingual;
  /** The short form of the question and the owner's search title and description; '' or absent for none. */
  shortQuestion?: Bilingual;
  seoTitle?: Bilingual;
  seoDescription?: Bilingual;
  isPublished: boolean;
  /** Its place among the category's pages; last when absent. */
  position?: number;
}

/** A partial edit: every field absent (undefined) keeps its current value, per language too. */
export interface QaCategoryChanges {
  slug?: string;
  name?: Partial<Bilingual>;
  description?: Partial<Bilingual>;
  position?: number;
}

export interface QaPageChanges {
  categoryId?: string;
  slug?: string;
  question?: Partial<Bilingual>;
  answer?: Partial<Bilingual>;
  shortQuestion?: Partial<Bilingual>;
  seoTitle?: Partial<Bilingual>;
  seoDescription?: Partial<Bilingual>;
  isPublished?: boolean;
  position?: number;
}

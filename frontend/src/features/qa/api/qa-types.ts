export interface QaCategorySummary {
  slug: string;
  name: string;
  description: string;
  pageCount: number;
}

export interface QaCategoryDetail extends QaCategorySummary {
  pages: { slug: string; question: string; updatedAt: string }[];
}

export interface QaPageDetail {
  slug: string;
  question: string;
  answer: string;
  category: { slug: string; name: string };
  createdAt: string;
  updatedAt: string;
}

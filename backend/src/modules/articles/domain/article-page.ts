import type { ArticleRecord } from '@costa-sol/common/content-files';

/** An article page as stored: the draft the owner works on, and the copy the site shows. */
export interface StoredArticlePage {
  /** The page's Markdown name under content/pages ("air-conditioning", "brands/daikin"). */
  key: string;
  draft: ArticleRecord;
  draftUpdatedAt: Date;
  /** Who saved the draft last; null for the seed. */
  draftUpdatedBy: string | null;
  published: ArticleRecord;
  publishedAt: Date;
  /** Who published last; null while the page is the seed's. */
  publishedBy: string | null;
}

/** One publish of a page, kept whole so it can be restored. */
export interface ArticleRevision {
  id: string;
  content: ArticleRecord;
  createdAt: Date;
  createdBy: string | null;
}

/** Whether two records say the same (the draft holds changes the site does not show yet when they differ). */
export function sameRecord(a: ArticleRecord, b: ArticleRecord): boolean {
  return (['en', 'es'] as const).every(
    (language) =>
      a[language].markdown === b[language].markdown &&
      a[language].seoTitle === b[language].seoTitle &&
      a[language].seoDescription === b[language].seoDescription &&
      a[language].shareText === b[language].shareText,
  );
}

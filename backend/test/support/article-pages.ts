/** GET /api/admin/pages/{key} as the article suites read it. */
export interface AdminPageBody {
  draft: Record<
    'en' | 'es',
    { markdown: string; seoTitle: string | null; seoDescription: string | null; shareText: string | null; title: string }
  >;
  revisions: { id: string; createdAt: string; createdBy: string | null }[];
  unpublishedChanges: boolean;
}

/** The page's draft as the PUT body takes it, with `changes` on top. */
export function draftBody(page: AdminPageBody, changes: Record<string, string> = {}): Record<string, string> {
  return { markdownEn: page.draft.en.markdown, markdownEs: page.draft.es.markdown, ...changes };
}

/** The page file with a sentence put first in its intro (the first paragraph after the front matter). */
export const withSentence = (markdown: string, sentence: string) => markdown.replace(/\n---\n\n/, `\n---\n\n${sentence} `);

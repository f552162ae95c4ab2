import {
  ARTICLE_FIELD_LIMITS,
  ARTICLE_LAYOUT,
  type Language,
  type OwnComponent,
  parseArticle,
  VALIDATION_MESSAGES,
} from '@costa-sol/common';
import { z } from '../../../lib/zod';
import type { AdminSitePage } from '../api/get-site-pages';
import { fieldGuard } from './qa-fields';

const L = ARTICLE_FIELD_LIMITS;

/** An override: trimmed, at most `max` characters (the API's message for it); empty is left out (no override). */
function override(max: number, message: string) {
  return z.pipe(
    z.string().check(z.trim(), z.maxLength(max, message)),
    z.transform((value: string) => value || undefined),
  );
}

/**
 * A page's draft as the admin types it; yields PUT /api/admin/pages/{key}'s body. The Markdown is kept byte for byte,
 * with what the page's own component needs of it (`layout`, ownLayoutOf in the page registry).
 */
export function sitePageSchema(language: Language, layout: OwnComponent = ARTICLE_LAYOUT) {
  const m = VALIDATION_MESSAGES[language];
  const markdown = z.string().check(z.minLength(L.markdown.min, m.required), z.maxLength(L.markdown.max, m.articleMarkdownTooLong));
  return z
    .object({
      markdownEn: markdown,
      markdownEs: markdown,
      seoTitleEn: override(L.seoTitle.max, m.seoTitleTooLong),
      seoTitleEs: override(L.seoTitle.max, m.seoTitleTooLong),
      seoDescriptionEn: override(L.seoDescription.max, m.seoDescriptionTooLong),
      seoDescriptionEs: override(L.seoDescription.max, m.seoDescriptionTooLong),
      shareTextEn: override(L.shareText.max, m.shareTextTooLong),
      shareTextEs: override(L.shareText.max, m.shareTextTooLong),
    })
    .check(
      z.superRefine(({ markdownEn, markdownEs }, context) => {
        const parsed = parseArticle({ en: markdownEn, es: markdownEs }, layout);
        if (parsed.ok) return;
        for (const language of ['en', 'es'] as const)
          if (parsed.problems.some((problem) => problem.language === language))
            context.addIssue({
              code: 'custom',
              path: [language === 'en' ? 'markdownEn' : 'markdownEs'],
              message: m.articleMarkdownInvalid,
            });
      }),
    );
}

export type SitePageFormValues = z.input<ReturnType<typeof sitePageSchema>>;
export type SitePageRequest = z.output<ReturnType<typeof sitePageSchema>>;

export function sitePageFormValues(page: AdminSitePage | null): SitePageFormValues {
  const draft = page?.draft;
  return {
    markdownEn: draft?.en.markdown ?? '',
    markdownEs: draft?.es.markdown ?? '',
    seoTitleEn: draft?.en.seoTitle ?? '',
    seoTitleEs: draft?.es.seoTitle ?? '',
    seoDescriptionEn: draft?.en.seoDescription ?? '',
    seoDescriptionEs: draft?.es.seoDescription ?? '',
    shareTextEn: draft?.en.shareText ?? '',
    shareTextEs: draft?.es.shareText ?? '',
  };
}

export const isSitePageField = fieldGuard(sitePageFormValues(null));

import {
  ARTICLE_LAYOUT,
  type Language,
  LANGUAGES,
  type OwnComponent,
  parseArticle,
  sitePageSchema as sitePageEntity,
} from '@costa-sol/common';
import { entityFormSchema } from '../../../lib/entity-form-schema';
import type { z } from '../../../lib/zod';
import type { AdminSitePage } from '../api/get-site-pages';
import { fieldGuard } from './qa-fields';

export type SitePageFormValues = Record<
  'markdownEn' | 'markdownEs' | 'seoTitleEn' | 'seoTitleEs' | 'seoDescriptionEn' | 'seoDescriptionEs' | 'shareTextEn' | 'shareTextEs',
  string
>;

/**
 * A page's draft as the admin types it: common's site-page schema; yields PUT /api/admin/pages/{key}'s body. The
 * Markdown is kept byte for byte, and checked for what the page's own component needs of it (`layout`, ownLayoutOf in
 * the page registry), as the API's use case checks it.
 */
export function sitePageSchema(language: Language, layout: OwnComponent = ARTICLE_LAYOUT) {
  return entityFormSchema(sitePageEntity, language, (values: SitePageFormValues) => values, {
    own: ({ markdownEn, markdownEs }) => {
      const parsed = parseArticle({ en: markdownEn, es: markdownEs }, layout);
      if (parsed.ok) return [];
      return LANGUAGES.filter((which) => parsed.problems.some((problem) => problem.language === which)).map(
        (which): [string, 'articleMarkdownInvalid'] => [which === 'en' ? 'markdownEn' : 'markdownEs', 'articleMarkdownInvalid'],
      );
    },
  });
}

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

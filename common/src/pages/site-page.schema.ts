import { z } from 'zod/mini';
import type { ValidationMessageCode } from '../leads/lead-messages';
import { ARTICLE_FIELD_LIMITS } from './article-rules';

/*
 * A site page's draft as the owner saves it (PUT /api/admin/pages/{key}; the admin's page form): the one shape of it.
 * The API validates the body with it, the OpenAPI document describes it and the form checks with it. Whether the site
 * can show the Markdown depends on the page's own component, so parsing it is the use case's (and the form's) to do.
 */

const L = ARTICLE_FIELD_LIMITS;

/** One language's page file: kept byte for byte (never trimmed), so it writes back to content/pages unchanged. */
const markdown = (language: string) =>
  z
    .string()
    .check(z.minLength(L.markdown.min, 'required'), z.maxLength(L.markdown.max, 'articleMarkdownTooLong'))
    .register(z.globalRegistry, {
      description: `The ${language} page file: YAML front matter (title, description, heading, optional keyFacts and faqs), then the intro paragraphs and "## Heading {#anchor}" sections, as content/pages writes it. Refused (articleMarkdownInvalid) when the site could not show it.`,
    });

/** An optional override, trimmed; empty or left out: none (the page's own text is used). */
const override = (max: number, code: ValidationMessageCode, description: string) =>
  z
    .optional(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max, code)),
        z.transform((value: string) => value || undefined),
      ),
    )
    .register(z.globalRegistry, { description });

const SEO_TITLE = 'Search title shown as written; left out: the page title fitted with the brand.';
const SEO_DESCRIPTION = 'Search description; left out: the page description fitted to whole sentences.';
const SHARE_TEXT = "Text of the page's share card; left out: the page title.";

export const sitePageSchema = z.strictObject({
  markdownEn: markdown('English'),
  markdownEs: markdown('Spanish'),
  seoTitleEn: override(L.seoTitle.max, 'seoTitleTooLong', SEO_TITLE),
  seoTitleEs: override(L.seoTitle.max, 'seoTitleTooLong', SEO_TITLE),
  seoDescriptionEn: override(L.seoDescription.max, 'seoDescriptionTooLong', SEO_DESCRIPTION),
  seoDescriptionEs: override(L.seoDescription.max, 'seoDescriptionTooLong', SEO_DESCRIPTION),
  shareTextEn: override(L.shareText.max, 'shareTextTooLong', SHARE_TEXT),
  shareTextEs: override(L.shareText.max, 'shareTextTooLong', SHARE_TEXT),
});

export type SitePageBody = z.output<typeof sitePageSchema>;

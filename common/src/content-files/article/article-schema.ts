import { z } from 'zod';
import type { Language } from '../../i18n/languages';
import { VALIDATION_MESSAGES } from '../../leads/lead-messages';
import { ARTICLE_FIELD_LIMITS } from '../../pages/article-rules';
import { MANUFACTURER_SLUGS, STATIC_ROUTES } from '../../routes/route-pairs';
import { slug } from '../slug';
import { visitorTextIn } from '../visitor-text';

const ROUTE_KEYS: readonly string[] = STATIC_ROUTES.map((route) => route.key);
const BRAND_SLUGS: readonly string[] = MANUFACTURER_SLUGS;
/** A visitor sentence of an article: plain text, its references filled in for the file's language. */
const text = (language: Language) => visitorTextIn(language, { plain: true });

const link = z
  .object({ kind: z.enum(['route', 'brand']), to: z.string(), label: z.string().trim().min(1) })
  .strict()
  .superRefine(({ kind, to }, context) => {
    const known = kind === 'route' ? ROUTE_KEYS : BRAND_SLUGS;
    if (!known.includes(to))
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `no ${kind === 'route' ? 'route key' : 'manufacturer slug'} "${to}" (one of: ${known.join(', ')})`,
      });
  })
  .transform(({ to, label }) => ({ to, label }));

function section(language: Language) {
  return z
    .object({
      id: slug,
      heading: text(language),
      paragraphs: z.array(text(language)),
      bullets: z.array(text(language)).min(1).optional(),
      links: z.array(link).min(1).optional(),
    })
    .strict();
}

const L = ARTICLE_FIELD_LIMITS;
const M = VALIDATION_MESSAGES.en;

/** One override as a page file may write it: trimmed, within the admin's limit; empty or left out is none (null). */
const override = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/**
 * The admin's search title, search description and share-card text of a page, as optional front-matter keys of its
 * file (content:export writes them, content:import and the first start read them), with the admin's limits.
 */
export const pageFileOverridesSchema = z
  .object({
    seoTitle: override(L.seoTitle.max, M.seoTitleTooLong),
    seoDescription: override(L.seoDescription.max, M.seoDescriptionTooLong),
    shareText: override(L.shareText.max, M.shareTextTooLong),
  })
  .strict();

/**
 * What one language's page file says, as the admin edits it: its front matter fields and what its body holds. The
 * page's head fits the title and description to what search results show (common/seo/fit-text.ts).
 */
function pageTextShape(language: Language) {
  return {
    title: text(language),
    description: text(language),
    heading: text(language),
    faqs: z
      .array(z.object({ question: text(language), answer: text(language) }).strict())
      .min(1)
      .optional(),
    keyFacts: z
      .array(z.object({ label: text(language), value: text(language) }).strict())
      .min(2, 'at least 2 facts in a key-facts box')
      .max(6, 'at most 6 facts in a key-facts box')
      .optional(),
    intro: z.array(text(language)).min(1, 'at least one paragraph before the first section'),
    sections: z
      .array(section(language))
      .min(1)
      .superRefine((sections, context) => {
        sections.forEach(({ id }, index) => {
          if (sections.findIndex((other) => other.id === id) !== index)
            context.addIssue({ code: 'custom', path: [index, 'id'], message: `anchor #${id} is used twice` });
        });
      }),
  };
}

/** One language's page text (the record's Markdown, the admin's page file field): the overrides are fields of their own. */
export function pageTextSchema(language: Language) {
  return z.object(pageTextShape(language)).strict();
}

/**
 * One language file of an article page (content/pages/…): the page's text, and the owner's overrides when set
 * (content:export writes them; the build, the first start and content:import read them).
 */
export function pageFileSchema(language: Language) {
  return z.object({ ...pageTextShape(language), ...pageFileOverridesSchema.shape }).strict();
}

export type PageFile = z.infer<ReturnType<typeof pageTextSchema>>;

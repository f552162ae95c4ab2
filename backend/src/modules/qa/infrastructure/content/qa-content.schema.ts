import { QA_FIELD_LIMITS, SLUG_PATTERN } from '@costa-sol/common';
import { z } from 'zod';
import { bilingual } from '../../../../shared/content/bilingual.schema';

const { question, answer, categoryName, categoryDescription } = QA_FIELD_LIMITS;

/** content/qa/{category}/category.yaml. */
export const qaCategoryFile = z
  .object({
    order: z.number().int().min(1),
    name: bilingual.refine(
      (name) => [name.en, name.es].every((text) => text.length <= categoryName.max),
      `at most ${categoryName.max} characters`,
    ),
    description: bilingual.refine(
      (text) => [text.en, text.es].every((value) => value.length <= categoryDescription.max),
      `at most ${categoryDescription.max} characters`,
    ),
  })
  .strict();

/**
 * content/qa/{category}/{slug}.{en|es}.md: the question and order in the front matter, the answer as the Markdown
 * body (paragraphs, short lists, bold: never raw HTML, which the public page would not show).
 */
export const qaPageFile = z
  .object({
    order: z.number().int().min(1),
    question: z.string().trim().min(question.min).max(question.max),
    body: z
      .string()
      .min(answer.min)
      .max(answer.max)
      .refine((text) => !/<[a-z!/][^>]*>/i.test(text), 'Markdown only: no raw HTML'),
  })
  .strict();

export const qaSlug = z.string().regex(SLUG_PATTERN, 'lowercase letters, digits and single hyphens');

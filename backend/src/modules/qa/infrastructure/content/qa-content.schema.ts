import { QA_FIELD_LIMITS } from '@costa-sol/common';
import { bilingualCollection, type ContentFile, markdownFormat, yamlFormat } from '@costa-sol/common/content-files';
import { z } from 'zod';
import { bilingual } from '../../../../shared/content/bilingual.schema';

const { question, answer, categoryName, categoryDescription, shortQuestion, seoTitle, seoDescription } = QA_FIELD_LIMITS;

/** content/qa/{category}/category.yaml. */
const qaCategorySchema = z
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
 * content/qa/{category}/{slug}.{en|es}.md: the order, the question (with its optional short form and search overrides) and `draft: true` for an unpublished page in the front matter, the answer as the Markdown
 * body (paragraphs, short lists, bold: never raw HTML, which the public page would not show).
 */
const qaPageSchema = z
  .object({
    order: z.number().int().min(1),
    question: z.string().trim().min(question.min).max(question.max),
    /** A shorter form of a long question, which the page title takes with the brand (common fitTitle). */
    shortQuestion: z.string().trim().min(1).max(shortQuestion.max).optional(),
    /** The owner's search title and description, used as written (set in the admin; content:export writes them). */
    seoTitle: z.string().trim().min(1).max(seoTitle.max).optional(),
    seoDescription: z.string().trim().min(1).max(seoDescription.max).optional(),
    /** An unpublished page (content:export writes it in both files); absent for a published one. */
    draft: z.literal(true).optional(),
    body: z
      .string()
      .min(answer.min)
      .max(answer.max)
      .refine((text) => !/<[a-z!/][^>]*>/i.test(text), 'Markdown only: no raw HTML'),
  })
  .strict();

export function qaCategoryFile(category: string): ContentFile<typeof qaCategorySchema> {
  return { path: `qa/${category}/category.yaml`, format: yamlFormat, schema: qaCategorySchema };
}

/** The pages of a category: {slug}.en.md and {slug}.es.md. */
export const qaPageFiles = (category: string) => bilingualCollection(`qa/${category}`, markdownFormat, () => qaPageSchema);

import { ADMIN_FORM_MESSAGES, type Language, QA_FIELD_LIMITS } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import type { AdminPage } from '../api/api-types';
import { fieldGuard, requiredText, slugField } from './qa-fields';

/** The Q&A page form (both languages); yields the body of POST/PATCH /api/admin/qa/pages (publication aside). */
export function pageSchema(language: Language) {
  const m = ADMIN_FORM_MESSAGES[language];
  const L = QA_FIELD_LIMITS;
  return z.object({
    categoryId: z.string().check(z.minLength(1, m.chooseCategory)),
    slug: slugField(language),
    questionEn: requiredText(language, L.question),
    questionEs: requiredText(language, L.question),
    answerEn: requiredText(language, L.answer),
    answerEs: requiredText(language, L.answer),
  });
}

export type PageFormValues = z.input<ReturnType<typeof pageSchema>>;
export type PageRequest = z.output<ReturnType<typeof pageSchema>>;

export const PAGE_DEFAULTS: PageFormValues = { categoryId: '', slug: '', questionEn: '', questionEs: '', answerEn: '', answerEs: '' };
export const isPageField = fieldGuard(PAGE_DEFAULTS);

export function pageFormValues(page: AdminPage): PageFormValues {
  const { categoryId, slug, questionEn, questionEs, answerEn, answerEs } = page;
  return { categoryId, slug, questionEn, questionEs, answerEn, answerEs };
}

import { ADMIN_FORM_MESSAGES, type Language, QA_FIELD_LIMITS } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import type { AdminQaPage } from '../api/api-types';
import { fieldGuard, optionalText, requiredText, slugField } from './qa-fields';

/** The Q&A page form (both languages); yields the body of POST/PATCH /api/admin/qa/pages (publication aside). */
export function qaPageSchema(language: Language) {
  const m = ADMIN_FORM_MESSAGES[language];
  const L = QA_FIELD_LIMITS;
  return z.object({
    categoryId: z.string().check(z.minLength(1, m.chooseCategory)),
    slug: slugField(language),
    questionEn: requiredText(language, L.question),
    questionEs: requiredText(language, L.question),
    answerEn: requiredText(language, L.answer),
    answerEs: requiredText(language, L.answer),
    shortQuestionEn: optionalText(language, L.shortQuestion.max),
    shortQuestionEs: optionalText(language, L.shortQuestion.max),
    seoTitleEn: optionalText(language, L.seoTitle.max),
    seoTitleEs: optionalText(language, L.seoTitle.max),
    seoDescriptionEn: optionalText(language, L.seoDescription.max),
    seoDescriptionEs: optionalText(language, L.seoDescription.max),
  });
}

export type QaPageFormValues = z.input<ReturnType<typeof qaPageSchema>>;
export type QaPageRequest = z.output<ReturnType<typeof qaPageSchema>>;

export const QA_PAGE_DEFAULTS: QaPageFormValues = {
  categoryId: '',
  slug: '',
  questionEn: '',
  questionEs: '',
  answerEn: '',
  answerEs: '',
  shortQuestionEn: '',
  shortQuestionEs: '',
  seoTitleEn: '',
  seoTitleEs: '',
  seoDescriptionEn: '',
  seoDescriptionEs: '',
};
export const isQaPageField = fieldGuard(QA_PAGE_DEFAULTS);

export function qaPageFormValues(page: AdminQaPage): QaPageFormValues {
  const { categoryId, slug, questionEn, questionEs, answerEn, answerEs } = page;
  const { shortQuestionEn, shortQuestionEs, seoTitleEn, seoTitleEs, seoDescriptionEn, seoDescriptionEs } = page;
  return {
    categoryId,
    slug,
    questionEn,
    questionEs,
    answerEn,
    answerEs,
    shortQuestionEn,
    shortQuestionEs,
    seoTitleEn,
    seoTitleEs,
    seoDescriptionEn,
    seoDescriptionEs,
  };
}

import { ADMIN_FORM_MESSAGES, type Language, QA_FIELD_LIMITS, qaPageSchema as qaPageEntity } from '@costa-sol/common';
import { entityFormSchema } from '../../../lib/entity-form-schema';
import type { z } from '../../../lib/zod';
import type { AdminQaPage } from '../api/api-types';
import { ownerFormWords } from './owner-form-words';
import { fieldGuard } from './qa-fields';

export interface QaPageFormValues {
  categoryId: string;
  slug: string;
  questionEn: string;
  questionEs: string;
  answerEn: string;
  answerEs: string;
  shortQuestionEn: string;
  shortQuestionEs: string;
  seoTitleEn: string;
  seoTitleEs: string;
  seoDescriptionEn: string;
  seoDescriptionEs: string;
}

const L = QA_FIELD_LIMITS;
const LIMITS = {
  slug: L.slug,
  questionEn: L.question,
  questionEs: L.question,
  answerEn: L.answer,
  answerEs: L.answer,
  shortQuestionEn: L.shortQuestion,
  shortQuestionEs: L.shortQuestion,
  seoTitleEn: L.seoTitle,
  seoTitleEs: L.seoTitle,
  seoDescriptionEn: L.seoDescription,
  seoDescriptionEs: L.seoDescription,
};

/** The Q&A page form (both languages): common's page schema; yields the body of POST/PATCH /api/admin/qa/pages (publication aside). */
export function qaPageSchema(language: Language) {
  const words = ownerFormWords(language, LIMITS, { categoryId: ADMIN_FORM_MESSAGES[language].chooseCategory });
  // No category chosen is "not sent", which the schema calls required: the form asks for a choice.
  return entityFormSchema(
    qaPageEntity,
    language,
    (values: QaPageFormValues) => ({ ...values, categoryId: values.categoryId || undefined }),
    words,
  );
}

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

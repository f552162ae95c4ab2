import type { QaCategory, QaPage } from '../../domain/qa';
import type { QaCategoryEntity, QaPageEntity } from './qa.entities';

/* Between the Q&A domain and its tables: `to…Row` for writing, `from…Row` for reading (as lead.mapper.ts). */

export function fromCategoryRow(row: QaCategoryEntity): QaCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: { en: row.nameEn, es: row.nameEs },
    description: { en: row.descriptionEn, es: row.descriptionEs },
    position: row.position,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toCategoryRow(category: QaCategory) {
  return {
    id: category.id,
    slug: category.slug,
    nameEn: category.name.en,
    nameEs: category.name.es,
    descriptionEn: category.description.en,
    descriptionEs: category.description.es,
    position: category.position,
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
  };
}

export function fromPageRow(row: QaPageEntity): QaPage {
  return {
    id: row.id,
    categoryId: row.category.id,
    slug: row.slug,
    question: { en: row.questionEn, es: row.questionEs },
    answer: { en: row.answerEn, es: row.answerEs },
    shortQuestion: { en: row.shortQuestionEn, es: row.shortQuestionEs },
    seoTitle: { en: row.seoTitleEn, es: row.seoTitleEs },
    seoDescription: { en: row.seoDescriptionEn, es: row.seoDescriptionEs },
    isPublished: row.isPublished,
    position: row.position,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The page's row; its category is a reference the caller's entity manager makes. */
export function toPageRow(page: QaPage, category: QaCategoryEntity) {
  return {
    id: page.id,
    category,
    slug: page.slug,
    questionEn: page.question.en,
    questionEs: page.question.es,
    answerEn: page.answer.en,
    answerEs: page.answer.es,
    shortQuestionEn: page.shortQuestion.en,
    shortQuestionEs: page.shortQuestion.es,
    seoTitleEn: page.seoTitle.en,
    seoTitleEs: page.seoTitle.es,
    seoDescriptionEn: page.seoDescription.en,
    seoDescriptionEs: page.seoDescription.es,
    isPublished: page.isPublished,
    position: page.position,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
  };
}

import { ADMIN_FORM_MESSAGES, type Language, QA_FIELD_LIMITS, qaCategorySchema } from '@costa-sol/common';
import { entityFormSchema } from '../../../lib/entity-form-schema';
import type { z } from '../../../lib/zod';
import type { AdminCategory } from '../api/api-types';
import { ownerFormWords, wholeNumberOf } from './owner-form-words';
import { fieldGuard } from './qa-fields';

export interface CategoryFormValues {
  slug: string;
  nameEn: string;
  nameEs: string;
  descriptionEn: string;
  descriptionEs: string;
  position: string;
}

const L = QA_FIELD_LIMITS;
const LIMITS = {
  slug: L.slug,
  nameEn: L.categoryName,
  nameEs: L.categoryName,
  descriptionEn: L.categoryDescription,
  descriptionEs: L.categoryDescription,
};

/** The category form (both languages): common's category schema; yields the body of POST/PATCH /api/admin/qa/categories. */
export function categorySchema(language: Language) {
  const words = ownerFormWords(language, LIMITS, { position: ADMIN_FORM_MESSAGES[language].positionRange });
  return entityFormSchema(
    qaCategorySchema,
    language,
    (values: CategoryFormValues) => ({ ...values, position: wholeNumberOf(values.position) }),
    words,
  );
}

export type CategoryRequest = z.output<ReturnType<typeof categorySchema>>;

export const CATEGORY_DEFAULTS: CategoryFormValues = {
  slug: '',
  nameEn: '',
  nameEs: '',
  descriptionEn: '',
  descriptionEs: '',
  position: '0',
};
export const isCategoryField = fieldGuard(CATEGORY_DEFAULTS);

export function categoryFormValues(category: AdminCategory): CategoryFormValues {
  const { slug, nameEn, nameEs, descriptionEn, descriptionEs, position } = category;
  return { slug, nameEn, nameEs, descriptionEn, descriptionEs, position: String(position) };
}

import { ADMIN_FORM_MESSAGES, type Language, QA_FIELD_LIMITS } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import type { AdminCategory } from '../api/api-types';
import { fieldGuard, optionalText, requiredText, slugField } from './qa-fields';

/** The category form (both languages); yields the body of POST/PATCH /api/admin/qa/categories. */
export function categorySchema(language: Language) {
  const m = ADMIN_FORM_MESSAGES[language];
  const L = QA_FIELD_LIMITS;
  return z.object({
    slug: slugField(language),
    nameEn: requiredText(language, L.categoryName),
    nameEs: requiredText(language, L.categoryName),
    descriptionEn: optionalText(language, L.categoryDescription.max),
    descriptionEs: optionalText(language, L.categoryDescription.max),
    position: z.pipe(
      z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/, m.positionRange)), z.transform(Number)),
      z.number().check(z.minimum(L.position.min, m.positionRange), z.maximum(L.position.max, m.positionRange)),
    ),
  });
}

export type CategoryFormValues = z.input<ReturnType<typeof categorySchema>>;
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

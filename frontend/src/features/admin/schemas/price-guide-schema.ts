import {
  type Language,
  PRICE_GUIDE_FORM_MESSAGES,
  PRICE_GUIDE_LIMITS,
  priceGuideSchema as priceGuideEntity,
  VALIDATION_MESSAGES,
} from '@costa-sol/common';
import { entityFormSchema } from '../../../lib/entity-form-schema';
import type { z } from '../../../lib/zod';
import type { AdminPriceGuide } from '../api/get-price-guides';
import { ownerFormWords, wholeNumberOf } from './owner-form-words';
import { fieldGuard } from './qa-fields';

export interface PriceGuideFormValues {
  fromEur: string;
  noteEn: string;
  noteEs: string;
  shown: boolean;
}

const NOTE = PRICE_GUIDE_LIMITS.note;

/** A service page's price guide as the owner types it: common's price-guide schema; yields PUT /api/admin/price-guides/{service}'s body. */
export function priceGuideSchema(language: Language) {
  const noteWords = ownerFormWords(language, { noteEn: NOTE, noteEs: NOTE });
  const range = PRICE_GUIDE_FORM_MESSAGES[language].amountRange;
  const required = VALIDATION_MESSAGES[language].required;
  return entityFormSchema(
    priceGuideEntity,
    language,
    (values: PriceGuideFormValues) => ({
      ...values,
      fromEur: values.fromEur.trim() === '' ? undefined : wholeNumberOf(values.fromEur),
    }),
    (field, code, body) => (field === 'fromEur' ? (code === 'required' ? required : range) : noteWords(field, code, body)),
  );
}

export type PriceGuideRequest = z.output<ReturnType<typeof priceGuideSchema>>;

export function priceGuideFormValues(guide: AdminPriceGuide | null): PriceGuideFormValues {
  return guide
    ? { fromEur: String(guide.fromEur), noteEn: guide.noteEn, noteEs: guide.noteEs, shown: guide.shown }
    : { fromEur: '', noteEn: '', noteEs: '', shown: true };
}

export const isPriceGuideField = fieldGuard(priceGuideFormValues(null));

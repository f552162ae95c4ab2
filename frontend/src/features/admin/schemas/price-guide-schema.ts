import { type Language, PRICE_GUIDE_FORM_MESSAGES, PRICE_GUIDE_LIMITS, VALIDATION_MESSAGES } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import type { AdminPriceGuide } from '../api/get-price-guides';
import { fieldGuard, requiredText } from './qa-fields';

/** A service page's price guide as the owner types it; yields PUT /api/admin/price-guides/{service}'s body. */
export function priceGuideSchema(language: Language) {
  const { min, max } = PRICE_GUIDE_LIMITS.fromEur;
  const range = PRICE_GUIDE_FORM_MESSAGES[language].amountRange;
  return z.object({
    fromEur: z.pipe(
      z.pipe(
        z.string().check(z.trim(), z.minLength(1, VALIDATION_MESSAGES[language].required), z.regex(/^\d*$/, range)),
        z.transform(Number),
      ),
      z.number().check(z.minimum(min, range), z.maximum(max, range)),
    ),
    noteEn: requiredText(language, PRICE_GUIDE_LIMITS.note),
    noteEs: requiredText(language, PRICE_GUIDE_LIMITS.note),
    shown: z.boolean(),
  });
}

export type PriceGuideFormValues = z.input<ReturnType<typeof priceGuideSchema>>;
export type PriceGuideRequest = z.output<ReturnType<typeof priceGuideSchema>>;

export function priceGuideFormValues(guide: AdminPriceGuide | null): PriceGuideFormValues {
  return guide
    ? { fromEur: String(guide.fromEur), noteEn: guide.noteEn, noteEs: guide.noteEs, shown: guide.shown }
    : { fromEur: '', noteEn: '', noteEs: '', shown: true };
}

export const isPriceGuideField = fieldGuard(priceGuideFormValues(null));

import { interpolate, LANGUAGES, unknownReferences } from '@costa-sol/common';
import { z } from 'zod';

/** A visitor sentence: non-empty, no references to values the code does not hold. */
const text = z
  .string()
  .trim()
  .min(1)
  .superRefine((value, context) => {
    for (const reference of unknownReferences(value))
      context.addIssue({ code: 'custom', message: `Unknown reference ${reference} (use {{claims.…}} or {{business.…}} names)` });
  });

/** A text in English and Spanish; `{{claims.…}}` references are filled in and formatted per language. */
export const bilingual = z
  .object({ en: text, es: text })
  .strict()
  .transform(({ en, es }) => ({ en: interpolate(en, 'en'), es: interpolate(es, 'es') }));

/** A bilingual text whose every language is within the limits (the admin's own, for the development samples). */
export function bilingualWithin({ min, max }: { min: number; max: number }) {
  return bilingual.refine(
    (text) => LANGUAGES.every((language) => text[language].length >= min && text[language].length <= max),
    `${min} to ${max} characters`,
  );
}

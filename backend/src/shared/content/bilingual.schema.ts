import { interpolate, LANGUAGES } from '@costa-sol/common';
import { visitorText } from '@costa-sol/common/content-files';
import { z } from 'zod';

/** A text in English and Spanish; `{{claims.…}}` references are filled in and formatted per language. */
export const bilingual = z
  .object({ en: visitorText(), es: visitorText() })
  .strict()
  .transform(({ en, es }) => ({ en: interpolate(en, 'en'), es: interpolate(es, 'es') }));

/** A bilingual text whose every language is within the limits (the admin's own, for the development samples). */
export function bilingualWithin({ min, max }: { min: number; max: number }) {
  return bilingual.refine(
    (text) => LANGUAGES.every((language) => text[language].length >= min && text[language].length <= max),
    `${min} to ${max} characters`,
  );
}

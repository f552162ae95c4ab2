import { interpolate, unknownReferences } from '@costa-sol/common';
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

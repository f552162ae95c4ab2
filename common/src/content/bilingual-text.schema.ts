import { z } from 'zod/mini';
import { interpolate, unknownReferences } from './interpolate';

/**
 * A visitor sentence as the owner writes it (admin form, API body, content file): trimmed, not empty, its
 * `{{claims.…}}`, `{{business.…}}` and `{{site.…}}` references only to names the code holds.
 */
const visitorSentence = z.string().check(
  z.trim(),
  z.minLength(1),
  z.superRefine((value, context) => {
    for (const reference of unknownReferences(value))
      context.addIssue({ code: 'custom', message: `Unknown reference ${reference} (see docs/architecture.md, "Content files")` });
  }),
);

const bilingualInput = (sentence: typeof visitorSentence) => z.strictObject({ en: sentence, es: sentence });

/** A text in English and Spanish; its references are filled in and formatted per language once it passes. */
export const bilingualText = z.pipe(
  bilingualInput(visitorSentence),
  z.transform(({ en, es }) => ({ en: interpolate(en, 'en'), es: interpolate(es, 'es') })),
);

/** The same, each language at most `max` characters; `tooLong` names the shared message code of the refusal. */
export function bilingualTextWithin(max: number, tooLong: string) {
  const within = visitorSentence.check(z.maxLength(max, tooLong));
  return z.pipe(
    bilingualInput(within),
    z.transform(({ en, es }) => ({ en: interpolate(en, 'en'), es: interpolate(es, 'es') })),
  );
}

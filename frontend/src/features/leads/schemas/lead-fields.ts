import { type Language, schemaFieldErrors, VALIDATION_MESSAGES } from '@costa-sol/common';
import { z } from '../../../lib/zod';

/**
 * A visitor's form checked by its body's one schema in common (the API's too, in the same order), with the messages in
 * the page's language: it reads the form's values, turns them into the body with `toBody`, and yields the body's
 * fields as the API takes them (text trimmed, empty optional values left out) or each field's first refusal.
 */
export function leadFormSchema<Values extends object, Body extends object>(
  body: z.core.$ZodType<Body>,
  language: Language,
  toBody: (values: Values) => Record<string, unknown>,
) {
  const messages = VALIDATION_MESSAGES[language];
  return z.pipe(
    z.custom<Values>((values) => typeof values === 'object' && values !== null),
    z.transform((values: Values, context): Body => {
      const sent = toBody(values);
      const result = z.safeParse(body, sent);
      if (result.success) return omitUndefined(result.data);
      for (const [field, code] of Object.entries(schemaFieldErrors(body, sent)))
        context.issues.push({ code: 'custom', path: field.split('.'), message: messages[code], input: values });
      return z.NEVER;
    }),
  );
}

/** The same object without its undefined entries, so optional values left empty are not sent at all. */
export function omitUndefined<T extends object>(value: T): T {
  const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
  return Object.fromEntries(entries) as T;
}

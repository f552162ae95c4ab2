import { type Language, schemaFieldErrors, type ValidationMessageCode, VALIDATION_MESSAGES } from '@costa-sol/common';
import { z } from './zod';

/** A form's own words for a refusal (a text's limit in numbers); undefined: the shared message of its code. */
export type FormWords = (field: string, code: ValidationMessageCode, body: Record<string, unknown>) => string | undefined;

/**
 * A form checked by its entity's one schema in common (the API's too, in the same order), with the messages in the
 * page's language: it reads the form's values, turns them into the body with `toBody`, and yields the body as the
 * schema leaves it (text trimmed, empty optional values left out), or each field's first refusal at its path.
 */
export function entityFormSchema<Values extends object, Body extends object>(
  entity: z.core.$ZodType<Body>,
  language: Language,
  toBody: (values: Values) => Record<string, unknown>,
  words: FormWords = () => undefined,
) {
  const messages = VALIDATION_MESSAGES[language];
  return z.pipe(
    z.custom<Values>((values) => typeof values === 'object' && values !== null),
    z.transform((values: Values, context): Body => {
      const body = toBody(values);
      const result = z.safeParse(entity, body);
      if (result.success) return withoutUndefined(result.data);
      for (const [field, code] of Object.entries(schemaFieldErrors(entity, body)))
        context.issues.push({ code: 'custom', path: field.split('.'), message: words(field, code, body) ?? messages[code], input: values });
      return z.NEVER;
    }),
  );
}

/** The same object without its undefined entries, so optional values left empty are not sent at all. */
export function withoutUndefined<T extends object>(value: T): T {
  const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
  return Object.fromEntries(entries) as T;
}

import { type Language, schemaFieldErrors, VALIDATION_MESSAGES, type ValidationMessageCode } from '@costa-sol/common';
import { z } from './zod';

/** What a form lays out otherwise than its body (a week as a grid of days where the body has rows of hours). */
interface FormLayout<Values> {
  /** The form's own checks of such a part, each refusal as [field path, message code]; they show first. */
  own?: (values: Values) => [string, ValidationMessageCode][];
  /** The form field a body field's refusal shows at; a field the form's own checks already refused inside is skipped. */
  fieldOf?: (field: string) => string;
  /** The form's own words for a refusal (a text's limit in numbers); undefined: the shared message of its code. */
  words?: FormWords;
}

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
  layout: FormLayout<Values> | FormWords = {},
) {
  const messages = VALIDATION_MESSAGES[language];
  const { own: ownChecks, fieldOf, words } = typeof layout === 'function' ? { own: undefined, fieldOf: undefined, words: layout } : layout;
  return z.pipe(
    z.custom<Values>((values) => typeof values === 'object' && values !== null),
    z.transform((values: Values, context): Body => {
      const body = toBody(values);
      const own = ownChecks?.(values) ?? [];
      const result = z.safeParse(entity, body);
      if (result.success && own.length === 0) return withoutUndefined(result.data);
      const problems = own.concat(
        Object.entries(schemaFieldErrors(entity, body)).map(([field, code]) => [fieldOf?.(field) ?? field, code]),
      );
      const reported: string[] = [];
      for (const [field, code] of problems) {
        if (reported.some((done) => done === field || done.startsWith(`${field}.`))) continue;
        reported.push(field);
        context.issues.push({
          code: 'custom',
          path: field.split('.'),
          message: words?.(field, code, body) ?? messages[code],
          input: values,
        });
      }
      return z.NEVER;
    }),
  );
}

/** The same object without its undefined entries, so optional values left empty are not sent at all. */
export function withoutUndefined<T extends object>(value: T): T {
  const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
  return Object.fromEntries(entries) as T;
}

import { z } from 'zod/mini';
import type { ValidationMessageCode } from '../leads/lead-messages';

/**
 * A field refused as a whole with one code, whatever inside it is wrong: a form shows such a field (the weekly hours,
 * the figures, the closures) as one message, so the API names the field, not the item. Absent, it is the schema's
 * (`required`).
 */
export function wholeField<S extends z.core.$ZodType>(schema: S, code: ValidationMessageCode) {
  return z.pipe(
    z.transform((value: unknown, context) => {
      if (value !== undefined && !z.safeParse(schema, value).success) context.issues.push({ code: 'custom', message: code, input: value });
      return value;
    }),
    schema,
  );
}

import { z } from 'zod/mini';
import { EMAIL_PATTERN, LEAD_FIELD_LIMITS, MULTI_LINE_TEXT_PATTERN, PHONE_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '../leads/lead-rules';
import type { ValidationMessageCode } from '../leads/lead-messages';

/*
 * The rules a field of a visitor's or the office's form is built from, once for the API, the OpenAPI document and the
 * forms. Each refusal names its shared message code (common/src/leads/lead-messages.ts); checks run in order and a
 * field reports its first failing one, so presence and type come first, then the field's own rules.
 */

type Described = {
  description?: string;
  example?: string;
};

/** The schema with its words for the OpenAPI document (what JSON Schema says of it, beside its own rules). */
function describe<T extends z.core.$ZodType>(schema: T, words: Record<string, unknown>): T {
  z.globalRegistry.add(schema, words);
  return schema;
}

/** A text that must be sent: absent or null is `required`, another type `invalidInput`. */
const text = () => z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidInput') });

const allowedCharacters = (multiline: boolean) =>
  z.refine<string>((value) => (multiline ? MULTI_LINE_TEXT_PATTERN : SINGLE_LINE_TEXT_PATTERN).test(value), 'invalidCharacters');

interface RequiredTextRules extends Described {
  min: number;
  max: number;
  /** The refusal of a text shorter than `min`. */
  tooShort: ValidationMessageCode;
  /** Line breaks allowed (a message); otherwise one line (a name). */
  multiline?: boolean;
}

/** A required text, trimmed, with a minimum and a maximum. */
export function requiredText({ min, max, tooShort, multiline = false, ...words }: RequiredTextRules) {
  return describe(text().check(z.trim(), allowedCharacters(multiline), z.minLength(min, tooShort), z.maxLength(max, 'tooLong')), words);
}

export function requiredEmail(example: string) {
  return describe(text().check(z.trim(), z.maxLength(LEAD_FIELD_LIMITS.email.max, 'tooLong'), z.regex(EMAIL_PATTERN, 'emailInvalid')), {
    example,
  });
}

export function requiredPhone(example: string) {
  const { min, max } = LEAD_FIELD_LIMITS.phone;
  return describe(
    text().check(z.trim(), z.minLength(min, 'phoneInvalid'), z.maxLength(max, 'tooLong'), z.regex(PHONE_PATTERN, 'phoneInvalid')),
    { example },
  );
}

/**
 * One of `values`, required: anything else, absent or null, is refused with `refusal`; or, given two codes, absent or
 * null with `missing` and another value with `wrong`.
 */
export function requiredChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  refusal: ValidationMessageCode | { missing: ValidationMessageCode; wrong: ValidationMessageCode },
  words: Described,
) {
  const error =
    typeof refusal === 'string'
      ? refusal
      : (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? refusal.missing : refusal.wrong);
  return describe(z.enum(values, { error }), words);
}

/**
 * An optional value the site may send empty: null, '' and spaces count as not sent (undefined); a text is trimmed
 * first. The OpenAPI document describes `inner`, nullable.
 */
function optionalField<T extends z.core.$ZodType<unknown, string>>(inner: T, words: Described) {
  const field = z.pipe(
    // Only "not sent" becomes undefined; another type goes on as it came, for the inner schema to refuse.
    z.transform((value: unknown): string | undefined => {
      if (value === null) return undefined;
      if (typeof value !== 'string') return value as string;
      const trimmed = value.trim();
      return trimmed === '' ? undefined : trimmed;
    }),
    z.optional(inner),
  );
  // The input of a transform has no JSON Schema of its own: the OpenAPI document describes what the pipe passes on to
  // (backend/src/shared/http/entity-api-schema.ts), nullable.
  return describe(field, { nullable: true, ...words });
}

/** An optional choice; anything but one of `values` is `invalidOption`. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, words: Described) {
  return optionalField(z.enum(values, { error: 'invalidOption' }), words);
}

/** An optional text with a maximum; `pattern` when it has a shape of its own (a page path). */
export function optionalText({
  max,
  multiline = false,
  pattern,
  ...words
}: Described & { max: number; multiline?: boolean; pattern?: RegExp }) {
  // A path's own shape says what it may hold; other texts are checked for the characters a text may not hold.
  const rules = pattern
    ? [z.maxLength(max, 'tooLong'), z.regex(pattern, 'invalidInput')]
    : [allowedCharacters(multiline), z.maxLength(max, 'tooLong')];
  return optionalField(z.string({ error: 'invalidInput' }).check(...rules), words);
}

/** The anti-spam trap: a text people leave empty; not trimmed, never null. */
export function honeypotText(words: Described) {
  return describe(
    z.optional(
      z
        .string({ error: (issue) => (issue.input === null ? 'nullNotAccepted' : 'invalidInput') })
        .check(allowedCharacters(true), z.maxLength(500, 'tooLong')),
    ),
    words,
  );
}

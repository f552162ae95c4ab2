import { z } from 'zod/mini';
import type { ValidationMessageCode } from '../leads/lead-messages';
import { MULTI_LINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '../leads/lead-rules';

/*
 * The rules of the fields staff write in the admin (Q&A, testimonials, case studies), for the entity schemas. A wrong
 * type is left to schema-field-errors.ts, so null in an edit is `nullNotAccepted` and an absent required field
 * `required`; checks run in order and a field reports its first failing one.
 */

type Words = {
  description?: string;
  example?: string | number | string[];
};

function describe<T extends z.core.$ZodType>(schema: T, words: Words): T {
  if (words.description !== undefined || words.example !== undefined) z.globalRegistry.add(schema, words);
  return schema;
}

const allowedCharacters = (multiline: boolean) =>
  z.refine<string>((value) => (multiline ? MULTI_LINE_TEXT_PATTERN : SINGLE_LINE_TEXT_PATTERN).test(value), 'invalidCharacters');

type OwnerTextRules = Words & {
  min: number;
  max: number;
  /** Line breaks allowed (an answer, a review); otherwise one line (a name, a question). */
  multiline?: boolean;
  pattern?: { regex: RegExp; code: ValidationMessageCode };
};

/** A required text, trimmed: shorter than `min` is `textTooShort`, longer than `max` `tooLong`. */
export function ownerText({ min, max, multiline = false, pattern, ...words }: OwnerTextRules) {
  const shape = pattern ? [z.regex(pattern.regex, pattern.code)] : [];
  return describe(
    z.string().check(z.trim(), allowedCharacters(multiline), z.minLength(min, 'textTooShort'), z.maxLength(max, 'tooLong'), ...shape),
    words,
  );
}

/** An optional text, trimmed, at most `max`; '' is kept (an edit sending '' clears the field). */
export function optionalOwnerText({ max, multiline = false, ...words }: Words & { max: number; multiline?: boolean }) {
  return describe(z.optional(z.string().check(z.trim(), allowedCharacters(multiline), z.maxLength(max, 'tooLong'))), words);
}

/** A whole number from `min` to `max`; any other value is `refusal`. */
export function wholeNumber({ min, max, refusal, ...words }: Words & { min: number; max: number; refusal: ValidationMessageCode }) {
  return describe(
    z
      .int({ error: (issue) => (issue.input === null || issue.input === undefined ? undefined : refusal) })
      .check(z.minimum(min, refusal), z.maximum(max, refusal)),
    words,
  );
}

/** A yes or no (published, featured); absent on a new one: no. */
export function flag(description: string) {
  return describe(z.optional(z.boolean()), { description });
}

/** An image of the media library, or null for none (absent: unchanged); an id of no image is the use case's to refuse. */
export function photoId(description: string) {
  return describe(z.optional(z.nullable(z.uuidv4())), { description });
}

interface LineRules extends Record<'min' | 'max', number> {
  items: Record<'min' | 'max', number>;
}

/** Each line trimmed, the empty ones left out. */
function trimmedLines(value: unknown): string[] {
  // Only a list is trimmed; anything else goes on as it came, for the list's schema to refuse.
  if (!Array.isArray(value)) return value as string[];
  return value.map((line: unknown) => (typeof line === 'string' ? line.trim() : line)).filter((line) => line !== '') as string[];
}

/**
 * A list of short one-line texts (a case study's issues), each trimmed and the empty ones left out; a line's length
 * or characters are the list's problem (no lines `required`, too many `tooLong`, then the lines' own rules).
 */
export function lineList({ min, max, items }: LineRules, words: Words) {
  const lines = z.array(z.string()).check(
    z.minLength(items.min, 'required'),
    z.maxLength(items.max, 'tooLong'),
    z.refine((all) => all.every((line) => SINGLE_LINE_TEXT_PATTERN.test(line)), 'invalidCharacters'),
    z.refine((all) => all.every((line) => line.length >= min), 'textTooShort'),
    z.refine((all) => all.every((line) => line.length <= max), 'tooLong'),
  );
  return describe(z.pipe(z.transform(trimmedLines), lines), words);
}

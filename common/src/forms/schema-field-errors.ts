import { z } from 'zod/mini';
import { VALIDATION_MESSAGES, type ValidationMessageCode } from '../leads/lead-messages';

/** The field name of a problem with the body as a whole (not an object). */
export const WHOLE_BODY_FIELD = '_body';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

function isMessageCode(text: string): text is ValidationMessageCode {
  return Object.hasOwn(VALIDATION_MESSAGES.en, text);
}

function valueAt(body: unknown, path: Path): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const SLUG_FIELDS = new Set<PropertyKey>(['slug', 'slugEn', 'slugEs', 'key']);

/**
 * The shared message code of one schema problem. A schema names its own code as the check's message
 * (`z.maxLength(60, 'seoTitleTooLong')`); otherwise the kind of problem decides, as every form words it.
 */
function codeOf(issue: Issue, body: unknown): ValidationMessageCode {
  if (isMessageCode(issue.message)) return issue.message;
  const value = valueAt(body, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined ? 'required' : value === null ? 'nullNotAccepted' : 'invalidInput';
    case 'too_small':
      if (issue.origin === 'string') return typeof value === 'string' && value.trim() === '' ? 'required' : 'textTooShort';
      return issue.origin === 'number' ? 'tooSmall' : 'invalidInput';
    case 'too_big':
      return issue.origin === 'string' ? 'tooLong' : issue.origin === 'number' ? 'tooLarge' : 'invalidInput';
    case 'invalid_value':
      return 'invalidOption';
    case 'invalid_format':
      return SLUG_FIELDS.has(issue.path.at(-1) ?? '') ? 'slugInvalid' : 'invalidInput';
    default:
      return 'invalidInput';
  }
}

const fieldName = (path: Path) => (path.length === 0 ? WHOLE_BODY_FIELD : path.map(String).join('.'));

/**
 * Each field's first problem as a shared message code, the field named by its path ("summary.es",
 * "detail.postalCodes.0"); an unknown field is `unknownField`. The API's 400 answer and the admin form's checks both
 * read an entity's schema through this, so they refuse the same things with the same words.
 */
export function schemaFieldErrors(schema: z.core.$ZodType, body: unknown): Record<string, ValidationMessageCode> {
  const result = z.safeParse(schema, body);
  const errors: Record<string, ValidationMessageCode> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const found: [string, ValidationMessageCode][] =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [fieldName([...issue.path, key]), 'unknownField'])
        : [[fieldName(issue.path), codeOf(issue, body)]];
    for (const [field, code] of found) errors[field] ??= code;
  }
  return errors;
}

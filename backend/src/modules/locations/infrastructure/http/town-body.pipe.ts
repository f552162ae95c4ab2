import { type FieldErrors, repeatedTownPageFields, type ValidationMessageCode } from '@costa-sol/common';
import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { fieldErrorsOf, validationFailure, WHOLE_BODY_FIELD } from '../../../../shared/http/validation-failure';
import type { TownFile, TownServicePageFile } from '../../domain/town-file';
import { storedTown, townPagesBody } from '../content/town-content.schema';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

function valueAt(body: unknown, path: Path): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const SLUG_FIELDS = new Set<PropertyKey>(['slugEn', 'slugEs', 'key']);

/** The shared message code of a schema problem, as the other admin forms word the same rule. */
function codeOf(issue: Issue, body: unknown): ValidationMessageCode {
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

/** The first problem of each field, named by its path ("summary.es", "detail.postalCodes.0"). */
function townFieldErrors(issues: readonly Issue[], body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const found: FieldErrors =
      issue.code === 'unrecognized_keys'
        ? Object.assign({}, ...issue.keys.map((key) => fieldErrorsOf(fieldName([...issue.path, key]), 'unknownField')))
        : fieldErrorsOf(fieldName(issue.path), codeOf(issue, body));
    for (const [field, error] of Object.entries(found)) errors[field] ??= error;
  }
  return errors;
}

/** A town body checked by the schema content/towns files pass (the same rules as a file); 400 per field otherwise. */
@Injectable()
export class TownBodyPipe implements PipeTransform<unknown, TownFile> {
  transform(body: unknown): TownFile {
    const result = storedTown.safeParse(body);
    if (result.success) return result.data;
    throw validationFailure(townFieldErrors(result.error.issues, body));
  }
}

/**
 * A town's sub-pages checked as content/town-pages files are, each key and slug once in the town ("pages.2.slugEs":
 * slugTaken on the later page); 400 per field otherwise.
 */
@Injectable()
export class TownPagesBodyPipe implements PipeTransform<unknown, TownServicePageFile[]> {
  transform(body: unknown): TownServicePageFile[] {
    const result = townPagesBody.safeParse(body);
    if (!result.success) throw validationFailure(townFieldErrors(result.error.issues, body));
    const repeated = repeatedTownPageFields(result.data.pages);
    if (repeated.length === 0) return result.data.pages;
    const errors: FieldErrors = {};
    for (const { index, field } of repeated) Object.assign(errors, fieldErrorsOf(fieldName(['pages', index, field]), 'slugTaken'));
    throw validationFailure(errors);
  }
}

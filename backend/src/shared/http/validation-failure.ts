import { type FieldErrors, VALIDATION_MESSAGES, type ValidationErrorBody, type ValidationMessageCode } from '@costa-sol/common';
import { BadRequestException } from '@nestjs/common';

/** The field name of an error about the request body as a whole (not JSON, not an object). */
export const WHOLE_BODY_FIELD = '_body';

/** `{ field: { code, message } }` with the shared English message of the code. */
export function fieldErrorsOf(field: string, code: ValidationMessageCode): FieldErrors {
  return { [field]: { code, message: VALIDATION_MESSAGES.en[code] } };
}

/** The 400 answer of every validation failure: a body, a query value or a path parameter. */
export function validationFailure(fieldErrors: FieldErrors): BadRequestException {
  const body: ValidationErrorBody = { statusCode: 400, error: 'Bad Request', message: 'Some fields are not valid.', fieldErrors };
  return new BadRequestException(body);
}

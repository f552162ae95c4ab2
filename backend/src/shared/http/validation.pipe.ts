import { type FieldErrors, VALIDATION_MESSAGES, type ValidationErrorBody, type ValidationMessageCode } from '@costa-sol/common';
import { BadRequestException, ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';

const WHOLE_BODY = '_body';

function isCode(value: unknown): value is ValidationMessageCode {
  return typeof value === 'string' && value in VALIDATION_MESSAGES.en;
}

/** First failing rule of each field, as { field: { code, message } }. */
function toFieldErrors(errors: ValidationError[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const error of errors) {
    const constraint = Object.keys(error.constraints ?? {})[0];
    if (!constraint) continue;
    const contextCode: unknown = error.contexts?.[constraint]?.code;
    const code: ValidationMessageCode = isCode(contextCode)
      ? contextCode
      : constraint === 'whitelistValidation'
        ? 'unknownField'
        : 'invalidInput';
    fieldErrors[error.property || WHOLE_BODY] = { code, message: VALIDATION_MESSAGES.en[code] };
  }
  return fieldErrors;
}

/** Rejects unknown fields and wrong types; answers 400 with one message per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const body: ValidationErrorBody = {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Some fields are not valid.',
        fieldErrors: toFieldErrors(errors),
      };
      return new BadRequestException(body);
    },
  });
}

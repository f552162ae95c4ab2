import { type FieldErrors, VALIDATION_MESSAGES, type ValidationErrorBody, type ValidationMessageCode } from '@costa-sol/common';
import { type ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { nullsNotAllowed } from './null-fields';

const WHOLE_BODY = '_body';

function isCode(value: unknown): value is ValidationMessageCode {
  return typeof value === 'string' && value in VALIDATION_MESSAGES.en;
}

const fieldError = (code: ValidationMessageCode) => ({ code, message: VALIDATION_MESSAGES.en[code] });

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
    fieldErrors[error.property || WHOLE_BODY] = fieldError(code);
  }
  return fieldErrors;
}

/** The 400 answer of a body that breaks rules: one message per field (`_body` for the body as a whole). */
export function validationErrorBody(fieldErrors: FieldErrors): ValidationErrorBody {
  return { statusCode: 400, error: 'Bad Request', message: 'Some fields are not valid.', fieldErrors };
}

class FieldErrorsException extends BadRequestException {
  constructor(readonly fieldErrors: FieldErrors) {
    super(validationErrorBody(fieldErrors));
  }
}

/**
 * Nest's pipe with one more check on bodies: null is accepted only where the OpenAPI document says nullable (an
 * optional field's validators skip null, so without this check it would reach the use cases). Bodies nested too
 * deeply never get here (deep-body.hook.ts).
 */
class BodyValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'body') return super.transform(value, metadata);
    // Nest's pipe reads a null body as {} (an update that changes nothing would answer 200): the body as a whole is null.
    if (value === null) throw new FieldErrorsException({ _body: fieldError('nullNotAccepted') });
    const nulls = nullsNotAllowed(value, metadata.metatype);
    if (nulls.length === 0) return super.transform(value, metadata);
    // The other fields are still checked, so the answer lists every failing field; a required field's own
    // message (serviceTypeRequired…) wins over the general one.
    const refused: FieldErrors = Object.fromEntries(nulls.map((field) => [field, fieldError('nullNotAccepted')]));
    throw new FieldErrorsException({ ...refused, ...(await this.otherFieldErrors(value, metadata)) });
  }

  private async otherFieldErrors(value: unknown, metadata: ArgumentMetadata): Promise<FieldErrors> {
    try {
      await super.transform(value, metadata);
      return {};
    } catch (error) {
      if (error instanceof FieldErrorsException) return error.fieldErrors;
      throw error;
    }
  }
}

/** Rejects unknown fields, wrong types and null where not allowed; answers 400 with one message per field. */
export function createValidationPipe(): ValidationPipe {
  return new BodyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new FieldErrorsException(toFieldErrors(errors)),
  });
}

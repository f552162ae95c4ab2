import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, VALIDATION_MESSAGES, type ValidationErrorBody } from '@costa-sol/common';
import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ErrorDto } from '../../../../shared/http/error-responses.dto';
import { REPLAYED_HEADER } from '../../../../shared/http/replayed-header';

/** The header's value, or undefined when absent; a malformed key answers 400 in the validation shape, at the header's name. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (IDEMPOTENCY_KEY_PATTERN.test(header)) return header;
  const body: ValidationErrorBody = {
    statusCode: 400,
    error: 'Bad Request',
    message: `The ${IDEMPOTENCY_KEY_HEADER} header must be 8 to 128 letters, digits, '-' or '_'.`,
    fieldErrors: { [IDEMPOTENCY_KEY_HEADER]: { code: 'invalidInput', message: VALIDATION_MESSAGES.en.invalidInput } },
  };
  throw new BadRequestException(body);
}

/** Documents the Idempotency-Key header of a lead form route and the 422 it may give. */
export function ApiIdempotencyKey(): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        'One value per submission (the site sends a new UUID each time, and the same one when it sends that submission again). ' +
        'A post with a key already used within 24 hours for the same request stores nothing and gets the first answer again ' +
        `(same status and body, with the header ${REPLAYED_HEADER}: true); concurrent posts with one key store one lead, the ` +
        'others waiting for its answer. A malformed key answers 400 with fieldErrors["Idempotency-Key"].',
      schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source, minLength: 8, maxLength: 128 },
    }),
    ApiUnprocessableEntityResponse({
      type: ErrorDto,
      description: `The ${IDEMPOTENCY_KEY_HEADER} was used within 24 hours for a different request (another body, or the other form); nothing was stored. Code LEAD.IDEMPOTENCY_KEY_REUSED.`,
    }),
  );
}

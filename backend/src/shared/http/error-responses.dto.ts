import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiPayloadTooLargeResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  ApiServiceUnavailableResponse,
} from '@nestjs/swagger';
import { MAX_BODY_DEPTH } from './json-depth';

export class FieldErrorDto {
  @ApiProperty({ enum: Object.keys(VALIDATION_MESSAGES.en), description: 'Stable code; the site shows the message in its own language.' })
  code!: string;

  @ApiProperty({ example: VALIDATION_MESSAGES.en.emailInvalid })
  message!: string;
}

export class ValidationErrorDto {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'Bad Request' })
  error!: string;

  @ApiProperty({ example: 'Some fields are not valid.' })
  message!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/FieldErrorDto' },
    description:
      'The first failing rule of each field, by field name. Unknown fields appear with code unknownField; a field ' +
      'sent as null where its schema is not nullable with code nullNotAccepted (or its own required code); a body ' +
      `nested more than ${MAX_BODY_DEPTH} levels deep as _body with code tooDeep.`,
    example: { email: { code: 'emailInvalid', message: VALIDATION_MESSAGES.en.emailInvalid } },
  })
  fieldErrors!: Record<string, FieldErrorDto>;

  @ApiProperty({ required: false, description: 'Stable code of a business rule that refused the request, beside its field.' })
  code?: string;
}

export class ErrorDto {
  @ApiProperty({ example: 429 })
  statusCode!: number;

  @ApiProperty({ example: 'Too Many Requests' })
  error!: string;

  @ApiProperty({ example: 'Too many requests. Please wait a minute and try again.' })
  message!: string;

  @ApiProperty({ required: false, description: 'Stable code of a business rule that refused the request.' })
  code?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/FieldErrorDto' },
    description: 'The field the refusal is about, when there is one (a slug taken, an image too large).',
  })
  fieldErrors?: Record<string, FieldErrorDto>;
}

/** The error answers every public form route can give (its 429 comes with RateLimited). */
export function ApiFormErrors(): MethodDecorator {
  return applyDecorators(
    ApiBadRequestResponse({ type: ValidationErrorDto, description: 'A field is missing, not valid, or not accepted.' }),
    ApiPayloadTooLargeResponse({ type: ErrorDto, description: 'The body is larger than 16 KB.' }),
    ApiResponse({ status: 415, type: ErrorDto, description: 'The body is not JSON.' }),
    ApiServiceUnavailableResponse({ type: ErrorDto, description: 'The database is unreachable; nothing was stored. Try again shortly.' }),
    ApiResponse({ status: 500, type: ErrorDto, description: 'Unexpected server fault; the body never holds internals.' }),
  );
}

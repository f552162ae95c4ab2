import { type FieldErrors, MEDIA_LIMITS, VALIDATION_MESSAGES, type ValidationErrorBody } from '@costa-sol/common';
import { BadRequestException, HttpStatus, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { createValidationPipe } from '../../../../shared/http/validation.pipe';
import { wellFormed } from '../../../../shared/http/well-formed-text';
import { MediaTooLargeError } from '../../domain/media.errors';
import { MediaUploadFieldsDto } from './media-admin.dto';

/** Room for the form's boundaries, headers and text fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

interface UploadForm {
  file: Buffer;
  fields: MediaUploadFieldsDto;
}

const errorCode = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

/**
 * Reads an upload (multipart/form-data: `file`, `altEn`, `altEs`) within the limits given to @fastify/multipart in
 * app.ts. A body that declares more than the limit is refused (413) before any of it is read; one that says
 * nothing and sends more is cut off at the limit, never held whole in memory.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new UnsupportedMediaTypeException('Send the image as multipart/form-data, with the fields file, altEn and altEs.');
  }
  if (Number(request.headers['content-length']) > MEDIA_LIMITS.maxBytes + FORM_OVERHEAD_BYTES) throw new MediaTooLargeError();
  const texts: Record<string, unknown> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') file = await part.toBuffer();
      // A file under another name is read (within the limit) and refused as an unknown field.
      else if (part.type === 'file') texts[wellFormed(part.fieldname)] = (await part.toBuffer()).length;
      // A field may declare charset=utf-16le, which decodes to unpaired surrogates: the API's text rule (docs/api.md).
      else texts[wellFormed(part.fieldname)] = typeof part.value === 'string' ? wellFormed(part.value) : part.value;
    }
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw new MediaTooLargeError();
    // More files or fields than the limits, or a malformed or incomplete form.
    throw new BadRequestException('The form could not be read: send one image (file) with the fields altEn and altEs.');
  }
  const fieldErrors: FieldErrors = {};
  let fields: MediaUploadFieldsDto | undefined;
  try {
    fields = (await createValidationPipe().transform(texts, { type: 'body', metatype: MediaUploadFieldsDto })) as MediaUploadFieldsDto;
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    Object.assign(fieldErrors, (error.getResponse() as ValidationErrorBody).fieldErrors);
  }
  if (!file || file.length === 0) fieldErrors.file = { code: 'required', message: VALIDATION_MESSAGES.en.required };
  if (!file || !fields || Object.keys(fieldErrors).length > 0) {
    const body: ValidationErrorBody = {
      statusCode: HttpStatus.BAD_REQUEST,
      error: 'Bad Request',
      message: 'Some fields are not valid.',
      fieldErrors,
    };
    throw new BadRequestException(body);
  }
  return { file, fields };
}

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrorsOf } from './validation-failure';

/** The field name of an error about the request's path as a whole (a segment that does not decode). */
const WHOLE_PATH_FIELD = '_path';

/**
 * Fastify's own refusals before routing (a path that does not decode: 400; a path segment over 100 characters: 414),
 * answered in the API's error shape; a 400 names the path in `fieldErrors`, like every other 400.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode ?? 400;
  const body =
    statusCode === 400
      ? {
          statusCode,
          error: 'Bad Request',
          message: 'The path is not valid.',
          fieldErrors: fieldErrorsOf(WHOLE_PATH_FIELD, 'invalidInput'),
        }
      : { statusCode, error: statusCode === 414 ? 'URI Too Long' : 'Error', message: 'A part of the path is too long.' };
  void reply.code(statusCode).header('cache-control', 'no-store').send(body);
}

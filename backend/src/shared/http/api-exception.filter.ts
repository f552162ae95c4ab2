import { type FieldErrors, VALIDATION_MESSAGES } from '@costa-sol/common';
import { ConnectionException } from '@mikro-orm/core';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { describeError } from '../application/describe-error';
import { DomainError, type DomainErrorKind } from '../domain/domain-error';
import { fieldErrorsOf, WHOLE_BODY_FIELD } from './validation-failure';

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  fieldErrors?: FieldErrors;
}

const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** Every error leaves as JSON with a clear message; stack traces stay in the log. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(describeError(exception));
    }
    if (exception instanceof DomainError && exception.retryAfterSeconds !== undefined) {
      void reply.header('Retry-After', Math.max(1, Math.ceil(exception.retryAfterSeconds)));
    }
    // Errors are JSON even on a route that answers a file (the CSV export sets its own type and attachment name).
    void reply
      .removeHeader('content-disposition')
      .status(body.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);
  }

  /** The status this filter answers the error with. */
  statusOf(exception: unknown): number {
    return this.toBody(exception).statusCode;
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'object' && response !== null) {
        const asRecord = response as Record<string, unknown>;
        return withFieldErrors({
          ...asRecord,
          statusCode: status,
          error: typeof asRecord.error === 'string' ? asRecord.error : reasonOf(status),
          message: typeof asRecord.message === 'string' ? asRecord.message : exception.message,
        });
      }
      return withFieldErrors({ statusCode: status, error: reasonOf(status), message: String(response) });
    }
    if (exception instanceof DomainError) {
      const status = STATUS_OF_KIND[exception.kind];
      const body: ErrorBody = { statusCode: status, error: reasonOf(status), message: exception.message, code: exception.code };
      if (exception.fieldError) {
        const problem = exception.fieldError;
        const message = 'message' in problem ? problem.message : VALIDATION_MESSAGES.en[problem.code];
        body.fieldErrors = { [problem.field]: { code: problem.code, message } };
      }
      return body;
    }
    if (isDatabaseUnavailable(exception)) {
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, error: 'Service Unavailable', message: UNAVAILABLE_MESSAGE };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: 'Internal Server Error', message: INTERNAL_MESSAGE };
  }
}

/**
 * Every 400 names what was wrong in `fieldErrors`, as the document promises. The ones that reach here without it come
 * from the framework before any validation: a body that is not JSON (or JSON with `__proto__`), a path that does not
 * decode. They are about the request as a whole.
 */
function withFieldErrors(body: ErrorBody): ErrorBody {
  if (body.statusCode !== HttpStatus.BAD_REQUEST || body.fieldErrors) return body;
  return { ...body, fieldErrors: fieldErrorsOf(WHOLE_BODY_FIELD, 'invalidInput') };
}

const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  gone: HttpStatus.GONE,
  invalid: HttpStatus.BAD_REQUEST,
  'too-large': HttpStatus.PAYLOAD_TOO_LARGE,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  'too-many-requests': HttpStatus.TOO_MANY_REQUESTS,
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

function reasonOf(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}

/** Socket errors, and SQLSTATE classes 08 (connection exception) and 57P (operator intervention: a terminated backend). */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTCONN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
]);

/**
 * What the pg driver and knex say when a connection dies under a query or a transaction (pg_terminate_backend,
 * a restart, a network cut): the request failed for want of the database, so 503, never 500.
 */
const CONNECTION_LOST_MESSAGES =
  /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Knex: Timeout acquiring a connection|Transaction query already complete|Client has encountered a connection error|Client was closed and is not queryable|terminating connection due to administrator command|Connection ended unexpectedly/i;

/** The database is down or unreachable: 503, so clients and load balancers know to retry. */
function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionException) return true;
  // Duck-typed on purpose: socket errors may come from another realm (a VM context), failing instanceof Error.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  return typeof message === 'string' && CONNECTION_LOST_MESSAGES.test(message);
}

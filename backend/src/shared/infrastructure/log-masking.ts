import type { LoggerOptions } from 'pino';
import { maskDatabaseText } from '../application/mask-database-text';
import { type SafeError, safeError } from '../application/safe-error';

/**
 * Every log line goes through here, whoever writes it (pino-http, Nest's Logger through nestjs-pino, MikroORM's
 * query log): an error object under `err` or `error` is reduced to its SafeError, and text that holds a statement
 * or a driver's detail has its values masked. A new log call therefore cannot print a visitor's text from a failed
 * query, even `logger.error(String(error))`.
 */
export const LOG_MASKING = {
  serializers: { err: serializeError, error: serializeError },
  hooks: {
    logMethod(args, method) {
      method.apply(this, maskArguments(args) as typeof args);
    },
  },
} satisfies Pick<LoggerOptions, 'serializers' | 'hooks'>;

/**
 * pino takes an error's own message as the line's message when none is given (`logger.error(error)`,
 * `logger.error({ err })`): that message is replaced by the masked one.
 */
function maskArguments(args: readonly unknown[]): unknown[] {
  const [first, ...rest] = args;
  const error = first instanceof Error ? first : isRecord(first) ? (first.err ?? first.error) : undefined;
  const head = first instanceof Error ? { err: first } : first;
  const message = error !== undefined && typeof rest[0] !== 'string' ? [safeError(error).message] : [];
  return [head, ...message, ...rest].map((arg) => (typeof arg === 'string' ? maskDatabaseText(arg) : arg));
}

/** pino-http hands its serializers pino's own serialization of the error, the original under `raw`. */
function serializeError(value: unknown): SafeError {
  return safeError(isRecord(value) && isRecord(value.raw) ? value.raw : value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

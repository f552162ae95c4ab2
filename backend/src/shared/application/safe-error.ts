import { maskDatabaseText, maskPersonalData, splitDriverMessage } from './mask-database-text';

/** What a log may hold of an error: its class, codes, the names the database gave, the statement with values masked. */
export interface SafeError {
  type: string;
  message: string;
  code?: string;
  /** PostgreSQL's five-character error code (23505 unique violation, 57P01 terminated connection…). */
  sqlState?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  /** The statement that failed, every value in it replaced by ?. */
  sql?: string;
  /** "<type>: <message>" and the call frames, never the lines of the original message. */
  stack?: string;
  cause?: SafeError;
  errors?: SafeError[];
}

const MAX_DEPTH = 4;
const MAX_FRAMES = 30;
const MAX_AGGREGATED = 5;
const SQL_STATE = /^(?=.*\d)[0-9A-Z]{5}$/;
const NAME = /^[\w$.:-]{1,128}$/;
/** A V8 call frame, "    at fn (file:line:column)"; message lines a driver mixed into its stack do not look like one. */
const FRAME = /^\s+at (?:[^()]+ \()?(?:[^()\s]+:\d+:\d+|native|<anonymous>|index \d+)\)?$/;

/**
 * Reduces any thrown value to the fields above (an allow-list: a driver error's detail, hint, where, parameters and
 * internal query are left out, they repeat the row). Duck-typed, so errors from another realm or another copy of
 * pg/MikroORM are handled the same.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (typeof error !== 'object' || error === null)
    return { type: typeof error, message: maskPersonalData(maskDatabaseText(String(error))) };
  const fields = error as Record<string, unknown>;
  const type = typeOf(error);
  const { sql, reason } = typeof fields.message === 'string' ? splitDriverMessage(fields.message) : { reason: '' };
  const code = text(fields.code) ?? text(fields.errno);
  const sqlState = text(fields.sqlState) ?? (code !== undefined && SQL_STATE.test(code) ? code : undefined);
  const result: SafeError = { type, message: reason };
  if (code !== undefined) result.code = code;
  if (sqlState !== undefined) result.sqlState = sqlState;
  for (const key of ['schema', 'table', 'column', 'constraint'] as const) {
    const value = fields[key];
    if (typeof value === 'string' && NAME.test(value)) result[key] = value;
  }
  if (sql !== undefined) result.sql = sql;
  if (typeof fields.stack === 'string') {
    const frames = fields.stack.split('\n').filter((line) => FRAME.test(line));
    result.stack = [`${type}: ${reason}`, ...frames.slice(0, MAX_FRAMES)].join('\n');
  }
  if (depth < MAX_DEPTH && fields.cause !== undefined && fields.cause !== error) result.cause = safeError(fields.cause, depth + 1);
  if (depth < MAX_DEPTH && Array.isArray(fields.errors)) {
    result.errors = fields.errors.slice(0, MAX_AGGREGATED).map((inner: unknown) => safeError(inner, depth + 1));
  }
  return result;
}

/** The class (pg's DatabaseError is named 'error'), or the name given to a plain Error. */
function typeOf(error: object): string {
  const constructorName = nameOf(error.constructor?.name);
  if (constructorName !== undefined && constructorName !== 'Error' && constructorName !== 'Object') return constructorName;
  return nameOf((error as { name?: unknown }).name) ?? constructorName ?? 'Error';
}

function nameOf(value: unknown): string | undefined {
  return typeof value === 'string' && NAME.test(value) ? value : undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && NAME.test(value) ? value : undefined;
}

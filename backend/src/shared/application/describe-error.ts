import { type SafeError, safeError } from './safe-error';

/**
 * An error as log text without the visitor's data (see safeError): "<Type> [code]: <reason>", the names the database
 * gave, the statement with its values masked, then the call frames and the causes.
 */
export function describeError(error: unknown, options: { stack?: boolean } = {}): string {
  return describe(safeError(error), options.stack ?? true);
}

function describe(error: SafeError, withStack: boolean): string {
  const label = `${error.type}${error.code !== undefined ? ` [${error.code}]` : ''}`;
  const names = (['schema', 'table', 'column', 'constraint'] as const)
    .filter((key) => error[key] !== undefined)
    .map((key) => `${key} ${error[key]}`);
  const lines = [`${label}: ${error.message}${names.length > 0 ? ` (${names.join(', ')})` : ''}`];
  if (error.sql !== undefined) lines.push(`  sql: ${error.sql}`);
  if (withStack && error.stack !== undefined) lines.push(...error.stack.split('\n').slice(1));
  if (error.cause !== undefined) lines.push(`  cause: ${describe(error.cause, withStack)}`);
  for (const inner of error.errors ?? []) lines.push(`  error: ${describe(inner, withStack)}`);
  return lines.join('\n');
}

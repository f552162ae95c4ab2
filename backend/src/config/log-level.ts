import { levels } from 'pino';

/** pino's levels, and `silent`. */
const LOG_LEVELS = [...Object.keys(levels.values), 'silent'];

export function readLogLevel(raw: string | undefined, fallback: string, problems: string[]): string {
  const value = raw?.trim();
  if (!value) return fallback;
  if (LOG_LEVELS.includes(value)) return value;
  problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}").`);
  return fallback;
}

import { createHash } from 'node:crypto';

/** Keys sorted at every level and undefined values left out, so equal requests give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of a submission as validated (which form, its fields, its origin): the same request gives the same hash. */
export function submissionFingerprint(submission: unknown): string {
  return createHash('sha256').update(canonicalJson(submission)).digest('hex');
}

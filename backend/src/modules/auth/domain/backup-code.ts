/**
 * Two-step sign-in's backup codes: ten one-time codes of 16 characters of Crockford's base32 (80 random bits),
 * written in four groups ("7KQ2-M9XD-4HTA-P3WZ"). Typed back in any case, with or without the dashes or spaces,
 * and with O for 0 and I or L for 1.
 */
export const BACKUP_CODES = { count: 10, length: 16, groupLength: 4 } as const;
export const BACKUP_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The code as it was issued (no separators, upper case), or undefined when `typed` cannot be one. */
export function normalizeBackupCode(typed: string): string | undefined {
  const code = typed.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== BACKUP_CODES.length) return undefined;
  return [...code].every((character) => BACKUP_CODE_ALPHABET.includes(character)) ? code : undefined;
}

/** The code as shown to the user: groups of four joined by dashes. */
export function formatBackupCode(code: string): string {
  const groups: string[] = [];
  for (let start = 0; start < code.length; start += BACKUP_CODES.groupLength)
    groups.push(code.slice(start, start + BACKUP_CODES.groupLength));
  return groups.join('-');
}

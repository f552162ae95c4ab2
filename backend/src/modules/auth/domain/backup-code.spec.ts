import { formatBackupCode, normalizeBackupCode } from './backup-code';

describe('backup codes', () => {
  it('shows a code in four groups and reads it back however it was typed', () => {
    const shown = formatBackupCode('7KQ2M9XD4HTAP3WZ');
    expect(shown).toBe('7KQ2-M9XD-4HTA-P3WZ');
    expect(normalizeBackupCode(shown)).toBe('7KQ2M9XD4HTAP3WZ');
    expect(normalizeBackupCode(' 7kq2 m9xd 4hta p3wz ')).toBe('7KQ2M9XD4HTAP3WZ');
  });

  it('reads O as 0 and I or L as 1, as Crockford base32 does', () => {
    expect(normalizeBackupCode('OOOO-IIII-LLLL-0000')).toBe('0000111111110000');
  });

  it('refuses what cannot be a code: a six-digit app code, letters outside the alphabet, the wrong length', () => {
    expect(normalizeBackupCode('123456')).toBeUndefined();
    expect(normalizeBackupCode('UUUU-UUUU-UUUU-UUUU')).toBeUndefined();
    expect(normalizeBackupCode('7KQ2-M9XD-4HTA-P3W')).toBeUndefined();
  });
});

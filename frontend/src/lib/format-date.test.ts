import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

describe('formatLongDate', () => {
  it('writes a date one way per language, for bare dates and timestamps alike', () => {
    expect(formatLongDate('2026-11-23', 'en')).toBe('23 November 2026');
    expect(formatLongDate('2026-11-23', 'es')).toBe('23 de noviembre de 2026');
    // 23:30 UTC on the 22nd is already the 23rd in Madrid.
    expect(formatLongDate('2026-11-22T23:30:00Z', 'en')).toBe('23 November 2026');
  });
});

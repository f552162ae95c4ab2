import { formatEuros } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';

describe('formatEuros (common, used by content, case studies and the admin)', () => {
  it('writes euros as the texts do, 4-digit amounts grouped in Spanish too', () => {
    expect(formatEuros(4390, 'en')).toBe('€4,390');
    expect(formatEuros(4390, 'es').replace(/\s/g, ' ')).toBe('4.390 €');
    expect(formatEuros(12500, 'es').replace(/\s/g, ' ')).toBe('12.500 €');
  });
});

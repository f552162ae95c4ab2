import { describe, expect, it } from 'vitest';
import { euroFormat } from './case-studies-text';

describe('euroFormat', () => {
  it('writes euros as the texts do, 4-digit amounts grouped in Spanish too', () => {
    expect(euroFormat.en.format(4390)).toBe('€4,390');
    expect(euroFormat.es.format(4390).replace(/\s/g, ' ')).toBe('4.390 €');
    expect(euroFormat.es.format(12500).replace(/\s/g, ' ')).toBe('12.500 €');
  });
});

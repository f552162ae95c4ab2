import { describe, expect, it } from 'vitest';
import { formatNumber, parseDecimal } from './format-number';

describe('formatNumber', () => {
  it('groups thousands and writes decimals the way each language does', () => {
    expect(formatNumber(7935.209, 'en')).toBe('7,935');
    expect(formatNumber(7935.209, 'es')).toBe('7.935');
    expect(formatNumber(2.3256, 'en', 2)).toBe('2.33');
    expect(formatNumber(2.3256, 'es', 2)).toBe('2,33');
    expect(formatNumber(1234567.891, 'es', 1)).toBe('1.234.567,9');
    expect(formatNumber(999.6, 'en')).toBe('1,000');
    expect(formatNumber(-0.001, 'en', 1)).toBe('0.0');
  });
});

describe('parseDecimal', () => {
  it('reads a point or a comma as the decimal mark and refuses anything else', () => {
    expect(parseDecimal(' 2.5 ')).toBe(2.5);
    expect(parseDecimal('2,5')).toBe(2.5);
    expect(parseDecimal('20')).toBe(20);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('-3')).toBeUndefined();
    expect(parseDecimal('1e3')).toBeUndefined();
    expect(parseDecimal('abc')).toBeUndefined();
  });
});

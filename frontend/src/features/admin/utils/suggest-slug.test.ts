import { QA_FIELD_LIMITS, SLUG_PATTERN } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { suggestSlug } from './suggest-slug';

describe('suggestSlug', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(suggestSlug('Heat Pumps & Aerotermia')).toBe('heat-pumps-aerotermia');
    expect(suggestSlug('  How much does a 5 kW system cost?  ')).toBe('how-much-does-a-5-kw-system-cost');
  });

  it('drops accents, so Spanish text gives a valid slug', () => {
    expect(suggestSlug('¿Cuánto cuesta una instalación en Málaga? Señal de año')).toBe(
      'cuanto-cuesta-una-instalacion-en-malaga-senal-de-ano',
    );
  });

  it('cuts long text to the longest slug without a trailing hyphen', () => {
    const slug = suggestSlug(`${'word '.repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(QA_FIELD_LIMITS.slug.max);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(suggestSlug('¿?! --- ')).toBe('');
  });

  it('always matches the shared slug pattern when not empty', () => {
    for (const text of ['A--B', '-x-', 'Ærø 2024', 'São Paulo / Río', 'x'.repeat(200)]) {
      const slug = suggestSlug(text);
      if (slug) expect(slug).toMatch(SLUG_PATTERN);
    }
  });
});

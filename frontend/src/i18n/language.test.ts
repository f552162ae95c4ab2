import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

describe('detectLanguage', () => {
  it('is Spanish whenever the path starts with /es', () => {
    expect(detectLanguage('/es', 'en', 'en-GB')).toBe('es');
    expect(detectLanguage('/es/contacto', null, 'en-US')).toBe('es');
  });

  it('does not mistake a path that merely begins with "es" for Spanish', () => {
    expect(detectLanguage('/estepona', null, 'en-GB')).toBe('en');
  });

  it('uses a valid stored choice on other paths', () => {
    expect(detectLanguage('/', 'es', 'en-GB')).toBe('es');
    expect(detectLanguage('/contact', 'en', 'es-ES')).toBe('en');
  });

  it('ignores an invalid stored value and falls back to the browser language', () => {
    expect(detectLanguage('/', 'fr', 'es-ES')).toBe('es');
    expect(detectLanguage('/', 'garbage', 'ES')).toBe('es');
    expect(detectLanguage('/', null, 'en-GB')).toBe('en');
    expect(detectLanguage('/', null, undefined)).toBe('en');
    expect(detectLanguage('/', null, 'de-DE')).toBe('en');
  });
});

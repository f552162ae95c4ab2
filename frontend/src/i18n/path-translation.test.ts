import { STATIC_ROUTES, switchLanguagePath, translatePath } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';

describe('path translation', () => {
  it.each(STATIC_ROUTES.map((route) => [route.en, route.es] as const))('%s ⇄ %s', (en, es) => {
    expect(translatePath(en, 'es')).toBe(es);
    expect(translatePath(es, 'en')).toBe(en);
    expect(translatePath(en, 'en')).toBe(en);
  });

  it('keeps manufacturer slugs and swaps the prefix', () => {
    expect(translatePath('/manufacturers/daikin', 'es')).toBe('/es/fabricantes/daikin');
    expect(translatePath('/es/fabricantes/rheem', 'en')).toBe('/manufacturers/rheem');
  });

  it('swaps /qa with /es/preguntas, keeping the rest of the path', () => {
    expect(translatePath('/qa', 'es')).toBe('/es/preguntas');
    expect(translatePath('/qa/heat-pumps/how-efficient', 'es')).toBe('/es/preguntas/heat-pumps/how-efficient');
    expect(translatePath('/es/preguntas/solar-energy', 'en')).toBe('/qa/solar-energy');
  });

  it('maps town slugs through the locations translator when one differs', () => {
    const translate = (rest: string, to: 'en' | 'es') =>
      (({ 'new-andalusia': 'nueva-andalucia', 'nueva-andalucia': 'new-andalusia' }) as Record<string, string>)[rest] ??
      (to ? rest : undefined);
    expect(translatePath('/locations/new-andalusia', 'es', translate)).toBe('/es/ubicaciones/nueva-andalucia');
    expect(translatePath('/es/ubicaciones/nueva-andalucia', 'en', translate)).toBe('/locations/new-andalusia');
    expect(translatePath('/locations/marbella', 'es')).toBe('/es/ubicaciones/marbella');
  });

  it('ignores a trailing slash, query and fragment', () => {
    expect(translatePath('/contact/?utm_source=x#form', 'es')).toBe('/es/contacto');
  });

  it('falls back to the chosen language home on an unmapped path', () => {
    expect(translatePath('/no-such-page', 'es')).toBeUndefined();
    expect(switchLanguagePath('/no-such-page', 'es')).toBe('/es');
    expect(switchLanguagePath('/es/no-existe', 'en')).toBe('/');
  });
});

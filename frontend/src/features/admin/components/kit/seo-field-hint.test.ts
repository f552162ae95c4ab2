import { describe, expect, it } from 'vitest';
import { adminText } from '../../content/admin-text';
import { seoFieldHint } from './seo-field-hint';

describe('seoFieldHint: the counter of a search field', () => {
  it.each(['en', 'es'] as const)('warns, in %s, when the text would end inside a phrase or be cut past the limit', (language) => {
    const t = adminText[language];
    const hint = (text: string, max = 60) => seoFieldHint({ text, max, count: t.pages.seoTitleHint, warning: t.common.cutInsidePhrase });
    expect(hint('Surplus solar electricity: where it goes')).toBe(t.pages.seoTitleHint(40, 60));
    for (const cut of ['What happens to the solar electricity of', '¿Cuántas placas solares necesito para mi casa', 'Solar panels…'])
      expect(hint(cut)).toBe(`${t.pages.seoTitleHint(cut.length, 60)} ${t.common.cutInsidePhrase}`);
    expect(hint('A whole phrase, but longer than the limit', 20)).toContain(t.common.cutInsidePhrase);
  });
});

import type { TownFile } from './town-file';
import { newTownSlugs, withSlugsEdited } from './town-slug-rules';
import { TownSlugInvalidError } from './town.errors';

const town = (fields: Partial<TownFile> = {}): TownFile => ({
  name: 'Nueva Andalucía',
  comarca: 'malaga-costa-del-sol',
  summary: { en: 'A district of Marbella.', es: 'Un barrio de Marbella.' },
  ...fields,
});

describe("a town's slugs", () => {
  it('are made from its names for a new town, and refused where no path can hold them', () => {
    expect(newTownSlugs(town({ nameEn: 'New Andalusia' }))).toEqual({ en: 'new-andalusia', es: 'nueva-andalucia' });
    expect(() => newTownSlugs(town({ name: '¿¡' }))).toThrow(TownSlugInvalidError);
    expect(() => newTownSlugs(town({ name: 'Comarca' }))).toThrow(TownSlugInvalidError);
    expect(() => newTownSlugs(town({ nameEn: 'New' }))).toThrow(TownSlugInvalidError);
    expect(() => newTownSlugs(town({ name: 'a'.repeat(81) }))).toThrow(TownSlugInvalidError);
  });

  it('stay when the town is renamed: the old ones are written into its slug fields', () => {
    const kept = withSlugsEdited(town({ name: 'Nueva Andalucía del Mar' }), { en: 'nueva-andalucia', es: 'nueva-andalucia' });
    expect(kept).toMatchObject({ slugEn: 'nueva-andalucia', slugEs: 'nueva-andalucia' });
    expect(withSlugsEdited(town(), { en: 'nueva-andalucia', es: 'nueva-andalucia' })).toEqual(town());
  });

  it('move to a different slug written in either field, the other language keeping its own', () => {
    const current = { en: 'new-andalusia', es: 'nueva-andalucia' };
    const movedEn = withSlugsEdited(town({ nameEn: 'New Andalusia', slugEn: 'new-andalucia' }), current);
    expect(movedEn).toMatchObject({ slugEn: 'new-andalucia' });
    expect(movedEn.slugEs).toBeUndefined();
    const movedEs = withSlugsEdited(town({ name: 'Nueva Andalucía del Mar', nameEn: 'New Andalusia', slugEs: 'andalucia' }), current);
    expect(movedEs.slugEs).toBe('andalucia');
    expect(movedEs.slugEn).toBeUndefined();
    expect(withSlugsEdited(town({ name: 'Aldea', slugEn: 'new-andalusia', slugEs: 'andalucia' }), current)).toMatchObject({
      slugEn: 'new-andalusia',
      slugEs: 'andalucia',
    });
  });

  it('refuse a new slug that is reserved or too long, naming its field', () => {
    const current = { en: 'new-andalusia', es: 'nueva-andalucia' };
    expect(() => withSlugsEdited(town({ slugEn: 'comarca' }), current)).toThrow(TownSlugInvalidError);
    const refusal = (() => {
      try {
        withSlugsEdited(town({ slugEs: 'new' }), current);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toMatchObject({ fieldError: { field: 'slugEs', code: 'slugInvalid' } });
    expect(() => withSlugsEdited(town({ slugEs: 'a'.repeat(81) }), current)).toThrow(TownSlugInvalidError);
  });
});

import type { TownFile } from './town-file';
import { newTownSlugs, withSlugsKept } from './town-slug-rules';
import { TownSlugInvalidError, TownSlugLockedError } from './town.errors';

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
    const kept = withSlugsKept(town({ name: 'Nueva Andalucía del Mar' }), { en: 'nueva-andalucia', es: 'nueva-andalucia' });
    expect(kept).toMatchObject({ slugEn: 'nueva-andalucia', slugEs: 'nueva-andalucia' });
    expect(withSlugsKept(town(), { en: 'nueva-andalucia', es: 'nueva-andalucia' })).toEqual(town());
  });

  it('cannot be changed by writing another one', () => {
    const current = { en: 'new-andalusia', es: 'nueva-andalucia' };
    expect(() => withSlugsKept(town({ slugEn: 'new-andalucia' }), current)).toThrow(TownSlugLockedError);
    expect(() => withSlugsKept(town({ slugEn: 'new-andalusia', slugEs: 'andalucia' }), current)).toThrow(TownSlugLockedError);
  });
});

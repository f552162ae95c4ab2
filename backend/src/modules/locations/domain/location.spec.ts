import { DETAILED_TOWNS } from './data/detailed-towns.data';
import { OTHER_TOWNS } from './data/other-towns.data';
import { buildLocation, DEFAULT_COORDINATES, townSlugs } from './location';
import { slugify } from './slugify';
import type { TownSeed } from './town-seed';

describe('slugify (name lowercased, accents removed, non-alphanumerics to hyphens)', () => {
  it.each([
    ['Málaga', 'malaga'],
    ['Alhaurín el Grande', 'alhaurin-el-grande'],
    ['Benahavís', 'benahavis'],
    ['Vélez-Málaga', 'velez-malaga'],
    ['Nueva Andalucía', 'nueva-andalucia'],
    ['Cañete la Real', 'canete-la-real'],
    ["  L'Alfàs  (del) Pi ", 'l-alfas-del-pi'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

const plain: TownSeed = {
  name: 'Árchez',
  comarca: 'axarquia',
  summary: { en: 'A tiny village with a Mudejar minaret.', es: 'Un pueblo diminuto con alminar mudéjar.' },
};

describe('buildLocation', () => {
  const en = buildLocation(plain, 'en', 'https://www.example.com');
  const es = buildLocation(plain, 'es', 'https://www.example.com');

  it('generates 7 keywords and 3 FAQs in each language', () => {
    for (const location of [en, es]) {
      expect(location.keywords).toHaveLength(7);
      expect(new Set(location.keywords).size).toBe(7);
      expect(location.faqs).toHaveLength(3);
    }
    expect(en.keywords[0]).toBe('air conditioning Árchez');
    expect(es.keywords[0]).toBe('aire acondicionado Árchez');
    expect(en.faqs[1].answer).toContain('one to two days');
    expect(es.faqs[1].answer).toContain('uno o dos días');
  });

  it('uses the defaults for a town without details', () => {
    expect(en.coordinates).toEqual(DEFAULT_COORDINATES);
    expect(en.localIncentives).toHaveLength(3);
    expect(en.province).toBe('Málaga');
    expect(en.neighborhoods).toBeUndefined();
    expect(en.comarca).toEqual({ id: 'axarquia', name: 'Axarquía' });
  });

  it("puts a town's own town-hall note in place of the generic one, never both", () => {
    const marbella = DETAILED_TOWNS.find((seed) => seed.name === 'Marbella');
    const incentives = buildLocation(marbella!, 'en', 'https://www.example.com').localIncentives;
    expect(incentives).toHaveLength(3);
    expect(incentives[0]).toContain('Ayuntamiento de Marbella');
    expect(incentives.filter((text) => /IBI/.test(text))).toHaveLength(1);
  });

  it("takes every altitude from the town's own summary, and says what it means for heating", () => {
    const withAltitude = [...DETAILED_TOWNS, ...OTHER_TOWNS].filter((seed) => seed.altitudeM !== undefined);
    expect(withAltitude.length).toBeGreaterThan(80);
    for (const seed of withAltitude)
      expect(seed.summary.en).toMatch(new RegExp(`(about|around|over) ${seed.altitudeM!.toLocaleString('en')} ?m\\b`));
    const tolox = buildLocation(
      OTHER_TOWNS.find((seed) => seed.name === 'Tolox')!,
      'en',
      'https://www.example.com',
    );
    expect(tolox.altitude).toEqual({ metres: 320, emphasis: 'balanced' });
    expect(
      buildLocation(
        OTHER_TOWNS.find((seed) => seed.name === 'Cartajima')!,
        'en',
        '',
      ).altitude?.emphasis,
    ).toBe('heating');
    expect(
      buildLocation(
        OTHER_TOWNS.find((seed) => seed.name === 'Pizarra')!,
        'en',
        '',
      ).altitude?.emphasis,
    ).toBe('cooling');
    expect(
      buildLocation(
        DETAILED_TOWNS.find((seed) => seed.name === 'Marbella')!,
        'en',
        '',
      ).altitude,
    ).toBeUndefined();
  });

  it('points the canonical URL at the town page of each language', () => {
    expect(en.canonicalUrl).toBe('https://www.example.com/locations/archez');
    expect(es.canonicalUrl).toBe('https://www.example.com/es/ubicaciones/archez');
  });

  it('keeps meta titles within 60 characters and descriptions within 160', () => {
    for (const seed of [...DETAILED_TOWNS, ...OTHER_TOWNS]) {
      for (const language of ['en', 'es'] as const) {
        const location = buildLocation(seed, language, 'https://www.example.com');
        expect(location.metaTitle.length).toBeLessThanOrEqual(60);
        expect(location.metaDescription.length).toBeLessThanOrEqual(160);
      }
    }
  });

  it('uses the spec slugs where the languages differ', () => {
    const nueva = OTHER_TOWNS.find((town) => town.name === 'Nueva Andalucía')!;
    expect(townSlugs(nueva)).toEqual({ en: 'new-andalusia', es: 'nueva-andalucia' });
  });
});

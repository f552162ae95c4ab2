import { seedBusinessSettings } from '@costa-sol/common';
import { buildLocation as buildWith, DEFAULT_COORDINATES, townPageFacts, type TownTexts, townSlugs } from './location';
import { slugify } from './slugify';
import type { TownFile } from './town-file';

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

const both = (text: string) => ({ en: `${text} (en)`, es: `${text} (es)` });
const comarca = { name: { en: 'Axarquía', es: 'Axarquía' }, climate: both('Warm coast, cold hills') };
const texts: TownTexts = {
  comarcas: {
    'malaga-costa-del-sol': comarca,
    axarquia: comarca,
    'valle-del-guadalhorce': comarca,
    antequera: comarca,
    'serrania-de-ronda': comarca,
    'sierra-de-las-nieves': comarca,
  },
  townHallIncentive: both('Ask your town hall about IBI'),
  widerIncentives: [both('IRPF deductions'), both('Regional programmes')],
};

const seedFacts = townPageFacts(seedBusinessSettings());
/** A town's record with the first start's business settings (base Marbella, 48 km). */
const buildLocation = (town: TownFile, language: 'en' | 'es', publicUrl: string, townTexts: TownTexts) =>
  buildWith(town, language, publicUrl, townTexts, seedFacts);

const plain: TownFile = {
  name: 'Árchez',
  comarca: 'axarquia',
  summary: { en: 'A tiny village with a Mudejar minaret.', es: 'Un pueblo diminuto con alminar mudéjar.' },
};

const detailed: TownFile = {
  name: 'Marbella',
  comarca: 'malaga-costa-del-sol',
  coordinates: { lat: 36.5101, lng: -4.8825 },
  summary: both('Marbella summary'),
  detail: {
    heroTitle: both('Hero'),
    heroDescription: both('Hero description'),
    climateNotes: both('Own climate'),
    localIncentives: [both('Ayuntamiento de Marbella: IBI bonus')],
    neighborhoods: ['Elviria'],
    landmarks: ['Puerto Banús'],
    postalCodes: ['29601'],
  },
};

describe('buildLocation', () => {
  const en = buildLocation(plain, 'en', 'https://www.example.com', texts);
  const es = buildLocation(plain, 'es', 'https://www.example.com', texts);

  it("uses the owner's search title and description as written, in each language", () => {
    const seoTitle = { en: 'Air conditioning in the hills | Costa Sol HVAC', es: 'Clima en la sierra | Costa Sol HVAC' };
    const seoDescription = { en: 'Cooling and heating up in the hills.', es: 'Frío y calor en la sierra.' };
    const town = { ...plain, seoTitle, seoDescription };
    for (const language of ['en', 'es'] as const) {
      const location = buildLocation(town, language, '', texts);
      expect([location.metaTitle, location.metaDescription]).toEqual([seoTitle[language], seoDescription[language]]);
    }
  });

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

  it('uses the defaults and the comarca texts for a town without details', () => {
    expect(en.coordinates).toEqual(DEFAULT_COORDINATES);
    expect(en.localIncentives).toEqual(['Ask your town hall about IBI (en)', 'IRPF deductions (en)', 'Regional programmes (en)']);
    expect(en.climateNotes).toBe('Warm coast, cold hills (en)');
    expect(en.ownNotes).toBe(false);
    expect(en.province).toBe('Málaga');
    expect(en.neighborhoods).toBeUndefined();
    expect(en.comarca).toEqual({ id: 'axarquia', name: 'Axarquía' });
  });

  it("puts a town's own town-hall note in place of the generic one, never both", () => {
    const marbella = buildLocation(detailed, 'es', 'https://www.example.com', texts);
    expect(marbella.localIncentives).toEqual([
      'Ayuntamiento de Marbella: IBI bonus (es)',
      'IRPF deductions (es)',
      'Regional programmes (es)',
    ]);
    expect(marbella.faqs[2].answer).toBe('Ayuntamiento de Marbella: IBI bonus (es)');
    expect(marbella.ownNotes).toBe(true);
    expect(marbella.climateNotes).toBe('Own climate (es)');
  });

  it('answers the coverage question from the distance: standard response or by appointment', () => {
    const marbella = buildLocation(detailed, 'en', '', texts);
    expect(marbella.reach).toEqual({ distanceKm: 0, direction: expect.any(String), standardResponse: true });
    expect(marbella.faqs[0].answer).toBe(
      'Yes. Our base is in Marbella itself: visits on any working day, and breakdowns 24/7 within about 2 hours.',
    );
    const estepona = buildLocation({ ...plain, name: 'Estepona', coordinates: { lat: 36.4276, lng: -5.1463 } }, 'en', '', texts);
    expect(estepona.faqs[0].answer).toContain(
      'Estepona is 25 km from our Marbella base, inside our 30-mile (48 km) standard-response area',
    );
    const nerja = buildLocation({ ...plain, name: 'Nerja', coordinates: { lat: 36.7581, lng: -3.8747 } }, 'es', '', texts);
    expect(nerja.faqs[0].answer).toBe(
      'Sí, con cita: Nerja está a 94 km de nuestra base de Marbella, fuera de nuestra zona de respuesta habitual de 48 km.',
    );
  });

  it('measures from the base, radius and town of the business settings, and titles with their brand', () => {
    const estepona = { ...plain, name: 'Estepona', coordinates: { lat: 36.4276, lng: -5.1463 } };
    const seed = seedBusinessSettings();
    const smaller = townPageFacts({
      ...seed,
      serviceRadiusMeters: 20_000,
      address: { ...seed.address, locality: 'San Pedro' },
      brandWithTrade: 'Sol Clima',
    });
    const en = buildWith(estepona, 'en', '', texts, smaller);
    expect(en.reach.standardResponse).toBe(false);
    expect(en.faqs[0].answer).toBe(
      'Yes, by appointment: Estepona is 25 km from our San Pedro base, beyond our 12-mile (20 km) standard-response area.',
    );
    expect(en.metaTitle).toMatch(/ \| Sol Clima$/);
    expect(buildWith(estepona, 'es', '', texts, smaller).faqs[0].answer).toBe(
      'Sí, con cita: Estepona está a 25 km de nuestra base de San Pedro, fuera de nuestra zona de respuesta habitual de 20 km.',
    );
    const moved = townPageFacts({ ...seed, geo: estepona.coordinates, address: { ...seed.address, locality: 'Estepona' } });
    const atBase = buildWith(estepona, 'en', '', texts, moved);
    expect(atBase.reach.distanceKm).toBe(0);
    expect(atBase.faqs[0].answer).toMatch(/^Yes\. Our base is in Estepona itself/);
  });

  it('sends a locality that is not a municipality to the town hall of its municipality', () => {
    const banus = buildLocation({ ...plain, name: 'Puerto Banús', municipality: 'Marbella' }, 'es', '', texts);
    expect(banus.faqs[2].answer).toMatch(/^Pregunta en el ayuntamiento de Marbella por/);
    expect(buildLocation({ ...plain, name: 'Nerja' }, 'en', '', texts).faqs[2].answer).toMatch(/^Ask the town hall of Nerja about/);
  });

  it('says what an altitude means for heating', () => {
    expect(buildLocation({ ...plain, altitudeM: 320 }, 'en', '', texts).altitude).toEqual({ metres: 320, emphasis: 'balanced' });
    expect(buildLocation({ ...plain, altitudeM: 850 }, 'en', '', texts).altitude?.emphasis).toBe('heating');
    expect(buildLocation({ ...plain, altitudeM: 90 }, 'en', '', texts).altitude?.emphasis).toBe('cooling');
    expect(en.altitude).toBeUndefined();
  });

  it('points the canonical URL at the town page of each language', () => {
    expect(en.canonicalUrl).toBe('https://www.example.com/locations/archez');
    expect(es.canonicalUrl).toBe('https://www.example.com/es/ubicaciones/archez');
  });

  it('uses the spec slugs where the languages differ', () => {
    expect(townSlugs({ ...plain, name: 'Nueva Andalucía', nameEn: 'New Andalusia', slugEn: 'new-andalusia' })).toEqual({
      en: 'new-andalusia',
      es: 'nueva-andalucia',
    });
  });
});

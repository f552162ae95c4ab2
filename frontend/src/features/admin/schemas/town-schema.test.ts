import { TOWN_FORM_MESSAGES, townSchema as townEntity, VALIDATION_MESSAGES } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { z as zm } from '../../../lib/zod';
import { townFormValues, townSchema } from './town-schema';

const valid = {
  ...townFormValues(),
  name: ' Aldea Alta ',
  comarca: 'sierra-de-las-nieves',
  coordinates: { lat: '36.69', lng: '-4.9' },
  altitudeM: '330',
  summary: { en: 'A hamlet above Tolox.', es: 'Una aldea sobre Tolox.' },
};

const messages = (values: object, language: 'en' | 'es' = 'en') =>
  Object.fromEntries((townSchema(language).safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the town form', () => {
  it('sends the API body: empty fields left out, numbers as numbers, no detail unless asked for', () => {
    expect(townSchema('en').parse(valid)).toEqual({
      name: 'Aldea Alta',
      comarca: 'sierra-de-las-nieves',
      coordinates: { lat: 36.69, lng: -4.9 },
      altitudeM: 330,
      summary: valid.summary,
    });
  });

  it("sends the owner's search title and description in both languages, or refuses one language alone", () => {
    const seoTitle = { en: 'Air conditioning in Aldea Alta', es: 'Aire acondicionado en Aldea Alta' };
    const seoDescription = { en: 'Cooling for the hamlet above Tolox.', es: 'Clima para la aldea sobre Tolox.' };
    expect(townSchema('en').parse({ ...valid, seoTitle, seoDescription })).toMatchObject({ seoTitle, seoDescription });
    expect(messages({ ...valid, seoTitle: { en: seoTitle.en, es: '' } })).toEqual({ 'seoTitle.es': VALIDATION_MESSAGES.en.required });
    expect(messages({ ...valid, seoTitle: { en: 'x'.repeat(61), es: 'y' } }, 'es')).toEqual({
      'seoTitle.en': VALIDATION_MESSAGES.es.seoTitleTooLong,
    });
  });

  it('turns lines into lists and pairs the incentives of both languages', () => {
    const detail = {
      heroTitle: { en: 'Cooling in Aldea Alta', es: 'Clima en Aldea Alta' },
      heroDescription: { en: 'We install.', es: 'Instalamos.' },
      climateNotes: { en: 'Hot summers.', es: 'Veranos calurosos.' },
      localIncentives: { en: 'IBI bonus\n\nICIO bonus', es: 'Bonificación del IBI\nBonificación del ICIO' },
      neighborhoods: 'Centro\nEl Llano',
      landmarks: '',
      postalCodes: '29109',
    };
    expect(townSchema('en').parse({ ...valid, hasDetail: true, detail }).detail).toEqual({
      ...detail,
      localIncentives: [
        { en: 'IBI bonus', es: 'Bonificación del IBI' },
        { en: 'ICIO bonus', es: 'Bonificación del ICIO' },
      ],
      neighborhoods: ['Centro', 'El Llano'],
      landmarks: [],
      postalCodes: ['29109'],
    });
    expect(messages({ ...valid, hasDetail: true, detail: { ...detail, postalCodes: '28001' } }, 'es')).toEqual({
      'detail.postalCodes': TOWN_FORM_MESSAGES.es.postalCode,
    });
  });

  it('names the field of each problem, as the API names it, in the admin language', () => {
    expect(
      messages(
        { ...valid, comarca: '', summary: { en: 'Only English.', es: ' ' }, coordinates: { lat: '40', lng: '-4.9' }, altitudeM: '12.5' },
        'es',
      ),
    ).toEqual({
      comarca: VALIDATION_MESSAGES.es.invalidOption,
      'summary.es': VALIDATION_MESSAGES.es.required,
      'coordinates.lat': TOWN_FORM_MESSAGES.es.latRange,
      altitudeM: TOWN_FORM_MESSAGES.es.altitudeRange,
    });
    expect(messages({ ...valid, hasDetail: true })).toMatchObject({ 'detail.heroTitle.en': VALIDATION_MESSAGES.en.required });
    expect(messages({ ...valid, slugEs: 'Aldea Alta' })).toEqual({ slugEs: VALIDATION_MESSAGES.en.slugInvalid });
    // The API's rule: a slug the comarca hubs or the new-town form take, or longer than a path holds, is refused too.
    expect(messages({ ...valid, slugEn: 'comarca', slugEs: 'a'.repeat(81) })).toEqual({
      slugEn: VALIDATION_MESSAGES.en.slugInvalid,
      slugEs: VALIDATION_MESSAGES.en.slugInvalid,
    });
  });
});

describe('the town form, on a copy of the town schema with one more field', () => {
  // A field added to the schema in common alone: the form checks it and sends it, with nothing else changed.
  const withShare = zm.extend(townEntity, {
    heatPumpShare: zm.optional(zm.int().check(zm.minimum(0), zm.maximum(100))),
  });

  it('refuses a value the new field does not allow, at that field, in the admin language', () => {
    const refused = townSchema('es', withShare).safeParse({ ...valid, heatPumpShare: '140' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['heatPumpShare', VALIDATION_MESSAGES.es.invalidInput],
    ]);
    expect(townSchema('en', withShare).safeParse({ ...valid, heatPumpShare: 140 }).error?.issues[0]?.message).toBe(
      VALIDATION_MESSAGES.en.tooLarge,
    );
  });

  it('sends a value the new field allows', () => {
    expect(townSchema('en', withShare).parse({ ...valid, heatPumpShare: 40 })).toMatchObject({ heatPumpShare: 40 });
  });
});

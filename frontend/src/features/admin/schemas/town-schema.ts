import {
  type ApiSchema,
  type Language,
  schemaFieldErrors,
  TOWN_FORM_MESSAGES,
  townSchema as townEntity,
  type TownInput,
  type ValidationMessageCode,
  VALIDATION_MESSAGES,
} from '@costa-sol/common';
import type { Path } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { linesOf } from './case-study-lines';

type AdminTown = ApiSchema<'AdminTownDto'>;

/** The form's own words for a field whose every refusal but "required" is about one rule (its range, its format). */
function fieldWords(language: Language): Record<string, string> {
  const m = TOWN_FORM_MESSAGES[language];
  return {
    'coordinates.lat': m.latRange,
    'coordinates.lng': m.lngRange,
    altitudeM: m.altitudeRange,
    'detail.postalCodes': m.postalCode,
  };
}

/** The form field of an API field: a list item's problem shows at its textarea ("detail.postalCodes.2"). */
const formFieldOf = (field: string) =>
  field
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');

/**
 * The town form, both languages side by side; yields the body of POST /api/admin/towns and PUT /api/admin/towns/{slug}.
 * Its checks are the town's one schema in common (`entity`, the API's too), read through the shared message codes; the
 * fields are named as the API names them ("summary.es"), so a refusal of the server shows at its field. Lists are
 * written one item per line; a field the form does not lay out itself passes to the body as typed (empty: left out).
 */
export function townSchema(language: Language, entity: z.core.$ZodType<TownInput> = townEntity) {
  const v = VALIDATION_MESSAGES[language];
  const words = fieldWords(language);
  const wordsFor = (field: string, code: ValidationMessageCode) => (code === 'required' ? undefined : words[field]) ?? v[code];
  return z.pipe(
    z.custom<TownFormValues>((values) => typeof values === 'object' && values !== null),
    z.transform((values, context) => {
      const body = townBody(values);
      const problems: [string, string][] = Object.entries(schemaFieldErrors(entity, body)).map(([field, code]) => [
        formFieldOf(field),
        wordsFor(formFieldOf(field), code),
      ]);
      const { localIncentives } = values.detail;
      if (values.hasDetail && linesOf(localIncentives.en).length !== linesOf(localIncentives.es).length)
        problems.push(['detail.localIncentives.es', v.listMismatch]);
      const reported = new Set<string>();
      for (const [field, message] of problems) {
        if (reported.has(field)) continue;
        reported.add(field);
        context.issues.push({ code: 'custom', path: field.split('.'), message, input: values });
      }
      return reported.size === 0 ? z.parse(entity, body) : z.NEVER;
    }),
  );
}

export type TownRequest = z.output<ReturnType<typeof townSchema>>;

interface Texts {
  en: string;
  es: string;
}

/** What the form holds: text as typed (numbers too), lists one item per line. */
export interface TownFormValues {
  name: string;
  nameEn: string;
  slugEn: string;
  slugEs: string;
  comarca: string;
  municipality: string;
  coordinates: { lat: string; lng: string };
  altitudeM: string;
  summary: Texts;
  about: Texts;
  /** The owner's search title and description, used as written; empty: made from the name and summary. */
  seoTitle: Texts;
  seoDescription: Texts;
  hasDetail: boolean;
  detail: {
    heroTitle: Texts;
    heroDescription: Texts;
    climateNotes: Texts;
    localIncentives: Texts;
    neighborhoods: string;
    landmarks: string;
    postalCodes: string;
  };
}

const text = (value: string) => (value.trim() === '' ? undefined : value);
/** A text of the town's own is written in both languages or in neither: one alone goes to the checks, which ask for the other. */
const bilingualOf = ({ en, es }: Texts) => (text(en) === undefined && text(es) === undefined ? undefined : { en, es });
const numberOf = (value: string) => (text(value) === undefined ? undefined : Number(value));
/** A field the form does not lay out itself: a text as typed, a bilingual text both ways or neither; empty: left out. */
const otherField = (value: unknown): unknown => {
  if (typeof value === 'string') return text(value);
  if (isTexts(value)) return bilingualOf(value);
  return value;
};
const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' &&
  value !== null &&
  'en' in value &&
  'es' in value &&
  typeof value.en === 'string' &&
  typeof value.es === 'string';
const otherFields = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values)
      .map(([field, value]): [string, unknown] => [field, otherField(value)])
      .filter(([, value]) => value !== undefined),
  );

/** The form's values as the API takes them: empty fields left out, numbers as numbers, lists split into lines. */
function townBody(values: TownFormValues): Record<string, unknown> {
  const {
    name,
    nameEn,
    slugEn,
    slugEs,
    comarca,
    municipality,
    coordinates,
    altitudeM,
    summary,
    about,
    seoTitle,
    seoDescription,
    hasDetail,
    detail,
    ...own
  } = values;
  const incentivesEn = linesOf(detail.localIncentives.en);
  const incentivesEs = linesOf(detail.localIncentives.es);
  return {
    ...otherFields(own),
    name,
    nameEn: text(nameEn),
    slugEn: text(slugEn),
    slugEs: text(slugEs),
    comarca,
    municipality: text(municipality),
    coordinates:
      text(coordinates.lat) === undefined && text(coordinates.lng) === undefined
        ? undefined
        : { lat: numberOf(coordinates.lat), lng: numberOf(coordinates.lng) },
    altitudeM: numberOf(altitudeM),
    summary,
    about: bilingualOf(about),
    seoTitle: bilingualOf(seoTitle),
    seoDescription: bilingualOf(seoDescription),
    detail: hasDetail
      ? {
          heroTitle: detail.heroTitle,
          heroDescription: detail.heroDescription,
          climateNotes: detail.climateNotes,
          localIncentives: incentivesEn.length > 0 ? incentivesEn.map((en, index) => ({ en, es: incentivesEs[index] ?? '' })) : undefined,
          neighborhoods: linesOf(detail.neighborhoods),
          landmarks: linesOf(detail.landmarks),
          postalCodes: linesOf(detail.postalCodes),
        }
      : undefined,
  };
}

const NO_TEXT: Texts = { en: '', es: '' };

/** A town's fields in the form; a new town starts empty. */
export function townFormValues(town?: AdminTown['town']): TownFormValues {
  const detail = town?.detail;
  const lines = (items: string[] | undefined) => (items ?? []).join('\n');
  return {
    // A field the form does not lay out itself keeps its value (town-fields.tsx gives it its control).
    ...town,
    name: town?.name ?? '',
    nameEn: town?.nameEn ?? '',
    slugEn: town?.slugEn ?? '',
    slugEs: town?.slugEs ?? '',
    comarca: town?.comarca ?? '',
    municipality: town?.municipality ?? '',
    coordinates: { lat: town?.coordinates ? String(town.coordinates.lat) : '', lng: town?.coordinates ? String(town.coordinates.lng) : '' },
    altitudeM: town?.altitudeM === undefined ? '' : String(town.altitudeM),
    summary: town?.summary ?? NO_TEXT,
    about: town?.about ?? NO_TEXT,
    seoTitle: town?.seoTitle ?? NO_TEXT,
    seoDescription: town?.seoDescription ?? NO_TEXT,
    hasDetail: Boolean(detail),
    detail: {
      heroTitle: detail?.heroTitle ?? NO_TEXT,
      heroDescription: detail?.heroDescription ?? NO_TEXT,
      climateNotes: detail?.climateNotes ?? NO_TEXT,
      localIncentives: {
        en: lines(detail?.localIncentives?.map((item) => item.en)),
        es: lines(detail?.localIncentives?.map((item) => item.es)),
      },
      neighborhoods: lines(detail?.neighborhoods),
      landmarks: lines(detail?.landmarks),
      postalCodes: lines(detail?.postalCodes),
    },
  };
}

const FIELDS = new Set(
  ['name', 'nameEn', 'slugEn', 'slugEs', 'comarca', 'municipality', 'coordinates.lat', 'coordinates.lng', 'altitudeM'].concat(
    [
      'summary',
      'about',
      'seoTitle',
      'seoDescription',
      'detail.heroTitle',
      'detail.heroDescription',
      'detail.climateNotes',
      'detail.localIncentives',
    ].flatMap((field) => [`${field}.en`, `${field}.es`]),
    ['detail.neighborhoods', 'detail.landmarks', 'detail.postalCodes'],
  ),
);

/** Is this field of a server refusal one of the form's (named as the API names it)? */
export function isTownField(field: string): field is Path<TownFormValues> {
  return FIELDS.has(field);
}

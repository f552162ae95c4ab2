import {
  type ApiSchema,
  COMARCAS,
  isTownSlug,
  type Language,
  TOWN_FORM_MESSAGES,
  TOWN_LIMITS,
  VALIDATION_MESSAGES,
} from '@costa-sol/common';
import type { Path } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { linesOf } from './case-study-lines';

type TownBody = ApiSchema<'TownBodyDto'>;
type AdminTown = ApiSchema<'AdminTownDto'>;

/**
 * The town form, both languages side by side; yields the body of POST /api/admin/towns and PUT /api/admin/towns/{slug}.
 * Its rules are the town files' (TOWN_LIMITS); the fields are named as the API names them ("summary.es"), so a refusal
 * of the server shows at its field. Lists are written one item per line.
 */
export function townSchema(language: Language) {
  const v = VALIDATION_MESSAGES[language];
  const m = TOWN_FORM_MESSAGES[language];
  const required = z.string().check(z.trim(), z.minLength(1, v.required));
  const optional = z.string().check(z.trim());
  const name = z.string().check(z.trim(), z.minLength(1, v.required), z.minLength(TOWN_LIMITS.name.min, v.textTooShort));
  const optionalName = z.string().check(
    z.trim(),
    z.refine((text) => text === '' || text.length >= TOWN_LIMITS.name.min, v.textTooShort),
  );
  const slug = z.string().check(
    z.trim(),
    z.refine((text) => text === '' || isTownSlug(text), v.slugInvalid),
  );
  const bilingual = z.object({ en: required, es: required });
  const optionalBilingual = z.object({ en: optional, es: optional });
  const limited = (max: number, message: string) => z.string().check(z.trim(), z.maxLength(max, message));
  const searchText = (max: number, message: string) => z.object({ en: limited(max, message), es: limited(max, message) });
  const number = (range: { min: number; max: number }, message: string, whole = false) =>
    z.string().check(
      z.trim(),
      z.refine((text) => {
        if (text === '') return true;
        const value = Number(text);
        return Number.isFinite(value) && (!whole || Number.isInteger(value)) && value >= range.min && value <= range.max;
      }, message),
    );
  const form = z.object({
    name,
    nameEn: optionalName,
    slugEn: slug,
    slugEs: slug,
    comarca: z.pipe(z.string(), z.enum(COMARCAS, v.invalidOption)),
    municipality: optionalName,
    coordinates: z.object({ lat: number(TOWN_LIMITS.lat, m.latRange), lng: number(TOWN_LIMITS.lng, m.lngRange) }),
    altitudeM: number(TOWN_LIMITS.altitudeM, m.altitudeRange, true),
    summary: bilingual,
    about: optionalBilingual,
    seoTitle: searchText(TOWN_LIMITS.seoTitle.max, v.seoTitleTooLong),
    seoDescription: searchText(TOWN_LIMITS.seoDescription.max, v.seoDescriptionTooLong),
    hasDetail: z.boolean(),
    detail: z.object({
      heroTitle: optionalBilingual,
      heroDescription: optionalBilingual,
      climateNotes: optionalBilingual,
      localIncentives: optionalBilingual,
      neighborhoods: z.string(),
      landmarks: z.string(),
      postalCodes: z.string(),
    }),
  });
  return z.pipe(
    form.check(
      z.superRefine((values, context) => {
        const problem = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message, input: values });
        const { lat, lng } = values.coordinates;
        if ((lat === '') !== (lng === '')) problem(['coordinates', lat === '' ? 'lat' : 'lng'], v.required);
        // A text of the town's own is written in both languages, or in neither.
        for (const field of ['about', 'seoTitle', 'seoDescription'] as const)
          if (values[field].en !== '' || values[field].es !== '')
            for (const language of ['en', 'es'] as const) if (values[field][language] === '') problem([field, language], v.required);
        if (!values.hasDetail) return;
        const detail = values.detail;
        for (const field of ['heroTitle', 'heroDescription', 'climateNotes'] as const)
          for (const language of ['en', 'es'] as const)
            if (detail[field][language] === '') problem(['detail', field, language], v.required);
        if (linesOf(detail.localIncentives.en).length !== linesOf(detail.localIncentives.es).length)
          problem(['detail', 'localIncentives', 'es'], v.listMismatch);
        if (linesOf(detail.postalCodes).some((code) => !TOWN_LIMITS.postalCode.test(code)))
          problem(['detail', 'postalCodes'], m.postalCode);
      }),
    ),
    z.transform(townBody),
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

const text = (value: string) => (value === '' ? undefined : value);
const bilingualOf = ({ en, es }: Texts) => (en === '' ? undefined : { en, es });

/** The form's checked values as the API takes them: empty fields left out, lists split into lines. */
function townBody(values: TownFormValues & { comarca: TownBody['comarca'] }): TownBody {
  const { coordinates, detail } = values;
  const incentivesEn = linesOf(detail.localIncentives.en);
  const incentivesEs = linesOf(detail.localIncentives.es);
  return {
    name: values.name,
    nameEn: text(values.nameEn),
    slugEn: text(values.slugEn),
    slugEs: text(values.slugEs),
    comarca: values.comarca,
    municipality: text(values.municipality),
    coordinates: coordinates.lat === '' ? undefined : { lat: Number(coordinates.lat), lng: Number(coordinates.lng) },
    altitudeM: values.altitudeM === '' ? undefined : Number(values.altitudeM),
    summary: values.summary,
    about: bilingualOf(values.about),
    seoTitle: bilingualOf(values.seoTitle),
    seoDescription: bilingualOf(values.seoDescription),
    detail: values.hasDetail
      ? {
          heroTitle: detail.heroTitle,
          heroDescription: detail.heroDescription,
          climateNotes: detail.climateNotes,
          localIncentives: incentivesEn.length > 0 ? incentivesEn.map((en, index) => ({ en, es: incentivesEs[index] })) : undefined,
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

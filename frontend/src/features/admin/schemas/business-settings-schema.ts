import {
  BUSINESS_SETTINGS_RULES as R,
  CLAIM_FORMATS,
  CLAIM_KEYS,
  type ClaimKey,
  isCalendarDate,
  type Language,
  type OpeningHours,
  VALIDATION_MESSAGES,
  type ValidationMessageCode,
  WEEK_DAYS,
  type WeekDay,
} from '@costa-sol/common';
import { z } from '../../../lib/zod';
import type { AdminBusinessSettings, BusinessSettingsInput } from '../api/get-business-settings';
import { fieldGuard } from './qa-fields';

/* The API's rules (common BUSINESS_SETTINGS_RULES), checked before sending with the API's messages. */

function text(language: Language, pattern?: { regex: RegExp; code: ValidationMessageCode }) {
  const v = VALIDATION_MESSAGES[language];
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, v.required),
      z.maxLength(R.text.max, v.tooLong),
      ...(pattern ? [z.regex(pattern.regex, v[pattern.code])] : []),
    );
}

const email = (language: Language) =>
  z.string().check(z.trim(), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, VALIDATION_MESSAGES[language].emailInvalid));
const url = (language: Language) => text(language, { regex: R.httpsUrl, code: 'urlInvalid' });

function number(language: Language, { min, max }: { min: number; max: number }, integer = true) {
  const v = VALIDATION_MESSAGES[language];
  return z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.minLength(1, v.required), z.regex(integer ? /^\d+$/ : /^-?\d+(\.\d+)?$/, v.invalidInput)),
      z.transform(Number),
    ),
    z.number().check(z.minimum(min, v.tooSmall), z.maximum(max, v.tooLarge)),
  );
}

function day(language: Language) {
  const v = VALIDATION_MESSAGES[language];
  return z.object({ open: z.boolean(), opens: z.string(), closes: z.string() }).check(
    z.superRefine((hours, context) => {
      if (!hours.open) return;
      if (!R.time.test(hours.opens)) context.addIssue({ code: 'custom', path: ['opens'], message: v.hoursInvalid, input: hours.opens });
      else if (!R.time.test(hours.closes))
        context.addIssue({ code: 'custom', path: ['closes'], message: v.hoursInvalid, input: hours.closes });
      else if (hours.opens >= hours.closes)
        context.addIssue({ code: 'custom', path: ['closes'], message: v.hoursOrder, input: hours.closes });
    }),
  );
}

/** What a figure with a form of its own (CLAIM_FORMATS) says when it does not match. */
const CLAIM_FORMAT_MESSAGES: Partial<Record<ClaimKey, ValidationMessageCode>> = {
  googleRating: 'googleRatingInvalid',
  googleReviewCount: 'wholeNumberInvalid',
};

function claim(language: Language, key: ClaimKey) {
  const v = VALIDATION_MESSAGES[language];
  const format = CLAIM_FORMATS[key];
  const message = v[CLAIM_FORMAT_MESSAGES[key] ?? 'invalidInput'];
  return z.object({
    value: z
      .string()
      .check(z.trim(), z.minLength(1, v.required), z.maxLength(R.claim.max, v.tooLong), ...(format ? [z.regex(format, message)] : [])),
    shown: z.boolean(),
  });
}

function dates(language: Language) {
  const message = VALIDATION_MESSAGES[language].dateInvalid;
  return z.pipe(
    z.string().check(
      z.refine(
        (list) =>
          list
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
            .every(isCalendarDate),
        message,
      ),
    ),
    z.transform((list: string) =>
      list
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  );
}

const fromEntries = <K extends string, V>(keys: readonly K[], value: (key: K) => V) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

/** The business settings as the owner types them; the form's values become PUT /api/admin/settings/business's body. */
function businessSettingsForm(language: Language) {
  return z.object({
    brand: text(language),
    brandWithTrade: text(language),
    legalName: text(language),
    taxId: text(language, { regex: R.taxId, code: 'taxIdInvalid' }),
    registry: text(language),
    phone: text(language, { regex: R.phone, code: 'businessPhoneInvalid' }),
    whatsappNumber: text(language, { regex: R.whatsappNumber, code: 'whatsappInvalid' }),
    email: email(language),
    privacyEmail: email(language),
    street: text(language),
    postalCode: text(language, { regex: R.postalCode, code: 'postalCodeInvalid' }),
    locality: text(language),
    region: text(language),
    lat: number(language, R.lat, false),
    lng: number(language, R.lng, false),
    mapsEmbedUrl: url(language),
    googleReviewUrl: url(language),
    googleProfileUrl: url(language),
    facebookUrl: url(language),
    linkedinUrl: url(language),
    youtubeUrl: url(language),
    tiktokUrl: url(language),
    directoryUrl: url(language),
    googleBusinessUrl: url(language),
    hours: z.object(fromEntries(WEEK_DAYS, () => day(language))),
    holidayClosures: dates(language),
    serviceRadiusMeters: number(language, R.serviceRadiusMeters),
    founded: number(language, R.founded),
    replyWithinHours: number(language, R.replyHours),
    emergencyResponseHours: number(language, R.replyHours),
    claims: z.object(fromEntries(CLAIM_KEYS, (key: ClaimKey) => claim(language, key))),
    showTownVisitCounts: z.boolean(),
  });
}

export function businessSettingsSchema(language: Language) {
  const v = VALIDATION_MESSAGES[language];
  return z.pipe(
    businessSettingsForm(language).check(
      z.refine((values) => WEEK_DAYS.some((name) => values.hours[name].open), { message: v.hoursInvalid, path: ['hours'] }),
    ),
    z.transform(({ hours, ...rest }): BusinessSettingsInput => ({ ...rest, openingHours: openingHoursOf(hours) })),
  );
}

type DayValues = { open: boolean; opens: string; closes: string };

/** The open days grouped by their hours, in the order of the week: one row per set of hours, each day once. */
function openingHoursOf(hours: Record<WeekDay, DayValues>): OpeningHours[] {
  const rows: OpeningHours[] = [];
  for (const name of WEEK_DAYS) {
    const { open, opens, closes } = hours[name];
    if (!open) continue;
    const row = rows.find((candidate) => candidate.opens === opens && candidate.closes === closes);
    if (row) row.days.push(name);
    else rows.push({ days: [name], opens, closes });
  }
  return rows;
}

export type BusinessSettingsFormValues = z.input<ReturnType<typeof businessSettingsForm>>;

export function businessSettingsFormValues(settings: AdminBusinessSettings): BusinessSettingsFormValues {
  const { openingHours, holidayClosures, claims, updatedAt: _updatedAt, updatedBy: _updatedBy, ...rest } = settings;
  const rowOf = (name: WeekDay) => openingHours.find((row) => row.days.includes(name));
  return {
    ...rest,
    lat: String(rest.lat),
    lng: String(rest.lng),
    serviceRadiusMeters: String(rest.serviceRadiusMeters),
    founded: String(rest.founded),
    replyWithinHours: String(rest.replyWithinHours),
    emergencyResponseHours: String(rest.emergencyResponseHours),
    hours: fromEntries(WEEK_DAYS, (name) => {
      const row = rowOf(name);
      return row ? { open: true, opens: row.opens, closes: row.closes } : { open: false, opens: '', closes: '' };
    }),
    holidayClosures: holidayClosures.join(', '),
    claims: fromEntries(CLAIM_KEYS, (key: ClaimKey) => ({ value: claims[key].value, shown: claims[key].shown })),
  };
}

type TopLevelField = Exclude<keyof BusinessSettingsFormValues, 'hours' | 'claims' | 'showTownVisitCounts'>;

const TOP_LEVEL_FIELDS: readonly TopLevelField[] = [
  'brand',
  'brandWithTrade',
  'legalName',
  'taxId',
  'registry',
  'phone',
  'whatsappNumber',
  'email',
  'privacyEmail',
  'street',
  'postalCode',
  'locality',
  'region',
  'lat',
  'lng',
  'mapsEmbedUrl',
  'googleReviewUrl',
  'googleProfileUrl',
  'facebookUrl',
  'linkedinUrl',
  'youtubeUrl',
  'tiktokUrl',
  'directoryUrl',
  'googleBusinessUrl',
  'holidayClosures',
  'serviceRadiusMeters',
  'founded',
  'replyWithinHours',
  'emergencyResponseHours',
];

/** The API's fields the form shows a message next to; the weekly hours and the figures are shown above the form. */
export const isBusinessSettingsField = fieldGuard(fromEntries(TOP_LEVEL_FIELDS, () => true));

/** The text fields of each section of the screen, in order. */
export const SETTINGS_SECTIONS = {
  identity: ['brand', 'brandWithTrade', 'legalName', 'taxId', 'registry'],
  contact: [
    'phone',
    'whatsappNumber',
    'email',
    'privacyEmail',
    'street',
    'postalCode',
    'locality',
    'region',
    'lat',
    'lng',
    'mapsEmbedUrl',
    'googleReviewUrl',
    'googleProfileUrl',
  ],
  social: ['facebookUrl', 'linkedinUrl', 'youtubeUrl', 'tiktokUrl', 'directoryUrl', 'googleBusinessUrl'],
  service: ['serviceRadiusMeters', 'founded'],
  promises: ['replyWithinHours', 'emergencyResponseHours'],
} as const satisfies Record<string, readonly TopLevelField[]>;

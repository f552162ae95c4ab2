import {
  BUSINESS_SETTINGS_RULES as R,
  businessSettingsBodySchema,
  CLAIM_KEYS,
  type ClaimKey,
  claimsSchema,
  type Language,
  type OpeningHours,
  type ValidationMessageCode,
  WEEK_DAYS,
  type WeekDay,
} from '@costa-sol/common';
import { entityFormSchema } from '../../../lib/entity-form-schema';
import { z } from '../../../lib/zod';
import type { AdminBusinessSettings } from '../api/get-business-settings';
import { fieldGuard } from './qa-fields';

/*
 * The business settings form: common's settings body (the API's check), each figure checked on its own so a refusal
 * shows at it. What the form adds: numbers typed as text, the closures as one comma-separated line, and the week as
 * a grid of days (checked here, day by day) that becomes the body's rows of hours.
 */

const formBody = z.extend(businessSettingsBodySchema, { claims: claimsSchema });

interface DayValues {
  open: boolean;
  opens: string;
  closes: string;
}

type NumberField = 'lat' | 'lng' | 'serviceRadiusMeters' | 'founded' | 'replyWithinHours' | 'emergencyResponseHours';
type Body = z.input<typeof businessSettingsBodySchema>;

/** What the form holds: the body's fields, numbers as typed, the closures as a line, the week day by day. */
export type BusinessSettingsFormValues = Omit<Body, NumberField | 'openingHours' | 'holidayClosures' | 'claims'> &
  Record<NumberField, string> & {
    hours: Record<WeekDay, DayValues>;
    holidayClosures: string;
    claims: Record<ClaimKey, { value: string; shown: boolean }>;
  };

const fromEntries = <K extends string, V>(keys: readonly K[], value: (key: K) => V) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

/** A number as typed; empty: not sent, so the schema asks for it. */
const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value));

function settingsBody(values: BusinessSettingsFormValues): Record<string, unknown> {
  const { hours, holidayClosures, lat, lng, serviceRadiusMeters, founded, replyWithinHours, emergencyResponseHours, ...rest } = values;
  return {
    ...rest,
    lat: numberOf(lat),
    lng: numberOf(lng),
    serviceRadiusMeters: numberOf(serviceRadiusMeters),
    founded: numberOf(founded),
    replyWithinHours: numberOf(replyWithinHours),
    emergencyResponseHours: numberOf(emergencyResponseHours),
    openingHours: openingHoursOf(hours),
    holidayClosures: holidayClosures
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  };
}

/** Each open day's times: HH:MM, opening before closing (the body's rows say it of the whole week). */
function dayProblems({ hours }: BusinessSettingsFormValues): [string, ValidationMessageCode][] {
  return WEEK_DAYS.flatMap((name): [string, ValidationMessageCode][] => {
    const { open, opens, closes } = hours[name];
    if (!open) return [];
    if (!R.time.test(opens)) return [[`hours.${name}.opens`, 'hoursInvalid']];
    if (!R.time.test(closes)) return [[`hours.${name}.closes`, 'hoursInvalid']];
    return opens >= closes ? [[`hours.${name}.closes`, 'hoursOrder']] : [];
  });
}

/** PUT /api/admin/settings/business's body from the form, or each refusal at its field in the admin language. */
export function businessSettingsSchema(language: Language) {
  return entityFormSchema(formBody, language, settingsBody, {
    own: dayProblems,
    fieldOf: (field) => (field === 'openingHours' ? 'hours' : field),
  });
}

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

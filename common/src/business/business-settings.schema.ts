import { z } from 'zod/mini';
import type { ValidationMessageCode } from '../leads/lead-messages';
import { SINGLE_LINE_TEXT_PATTERN } from '../leads/lead-rules';
import { wholeField } from '../forms/whole-field';
import {
  BUSINESS_SETTINGS_RULES as R,
  CLAIM_FORMATS,
  CLAIM_KEYS,
  type ClaimKey,
  isCalendarDate,
  TOWN_VISITS_SHOWN_FROM,
  WEEK_DAYS,
} from './business-settings-rules';

/*
 * The owner's business settings, the one shape of them: the stored settings and content/business.yaml follow
 * `businessSettingsSchema`; the admin's form and PUT /api/admin/settings/business send them as one flat body
 * (`businessSettingsBodySchema`, one field per fact, so each refusal names its field), built from the same fields.
 * docs/architecture.md, "Add a settings field", says what else a new field touches.
 */

function described<S extends z.core.$ZodType>(schema: S, example: unknown): S {
  z.globalRegistry.add(schema, { example });
  return schema;
}

/** One line of text, trimmed, at most 200 characters; optionally a pattern with its own message. */
function text(example: string, pattern?: { regex: RegExp; code: ValidationMessageCode }) {
  return described(
    z
      .string()
      .check(
        z.regex(SINGLE_LINE_TEXT_PATTERN, 'invalidCharacters'),
        z.trim(),
        z.minLength(1, 'required'),
        z.maxLength(R.text.max, 'tooLong'),
        ...(pattern ? [z.regex(pattern.regex, pattern.code)] : []),
      ),
    example,
  );
}

const url = (example: string) => text(example, { regex: R.httpsUrl, code: 'urlInvalid' });

const email = (example: string) =>
  described(z.string().check(z.trim(), z.maxLength(R.text.max, 'tooLong'), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'emailInvalid')), example);

const number = (example: number, { min, max }: { min: number; max: number }) =>
  described(z.number().check(z.minimum(min), z.maximum(max)), example);
const whole = (example: number, { min, max }: { min: number; max: number }) =>
  described(z.int().check(z.minimum(min), z.maximum(max)), example);

const time = z.string().check(z.regex(R.time));
const openingHoursRow = z.strictObject({
  days: z.array(z.enum(WEEK_DAYS)).check(
    z.minLength(1),
    z.refine((days) => new Set(days).size === days.length),
  ),
  opens: time,
  closes: time,
});
type OpeningHoursRow = z.output<typeof openingHoursRow>;

const openingHours = wholeField(z.array(openingHoursRow).check(z.minLength(1), z.maxLength(R.openingHours.max)), 'hoursInvalid')
  .check(
    z.refine((hours: OpeningHoursRow[]) => hours.every((row) => row.opens < row.closes), 'hoursOrder'),
    z.refine((hours: OpeningHoursRow[]) => {
      const days = hours.flatMap((row) => row.days);
      return new Set(days).size === days.length;
    }, 'hoursDayTwice'),
  )
  .register(z.globalRegistry, {
    description: 'Each day of the week in one row at most; each row opens before it closes (HH:MM, Europe/Madrid).',
    example: [{ days: ['Monday', 'Tuesday'], opens: '08:00', closes: '20:00' }],
  });

const holidayClosures = wholeField(
  z.array(z.string().check(z.refine(isCalendarDate))).check(
    z.maxLength(R.holidayClosures.max),
    z.overwrite((days) => [...days].sort()),
  ),
  'dateInvalid',
).register(z.globalRegistry, {
  description: 'Days the office is closed besides the weekly hours, as YYYY-MM-DD; kept in calendar order.',
  example: ['2026-12-25', '2027-01-01'],
});

/** What a figure with a form of its own (CLAIM_FORMATS) says when it does not match. */
const CLAIM_FORMAT_CODES: Partial<Record<ClaimKey, ValidationMessageCode>> = {
  googleRating: 'googleRatingInvalid',
  googleReviewCount: 'wholeNumberInvalid',
};

const CLAIM_WORDS: Partial<Record<ClaimKey, string>> = {
  localRank: 'The rank in the base\'s town, a whole number: 1 is shown "#1 in Marbella" / "nº 1 en Marbella".',
  googleRating: 'The rating as Google shows it, 1.0 to 5.0 ("4.8" or "4,8"); shown only with googleReviewCount, both switched on.',
  googleReviewCount: 'The number of Google reviews behind googleRating, a whole number.',
};

function claim(key: ClaimKey) {
  const format = CLAIM_FORMATS[key];
  const value = z
    .string()
    .check(
      z.regex(/^[^\r\n]*$/, 'invalidInput'),
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(R.claim.max, 'tooLong'),
      ...(format ? [z.regex(format, CLAIM_FORMAT_CODES[key] ?? 'invalidInput')] : []),
    );
  const shown = z.boolean().register(z.globalRegistry, { description: 'Shown on the pages; a hidden figure stays saved.' });
  return z.strictObject({ value, shown }).register(z.globalRegistry, { description: CLAIM_WORDS[key] });
}

type ClaimSchema = ReturnType<typeof claim>;

/** Each home-page figure, its value checked on its own (the admin form shows a refusal at the figure). */
export const claimsSchema = z.strictObject(Object.fromEntries(CLAIM_KEYS.map((key) => [key, claim(key)])) as Record<ClaimKey, ClaimSchema>);

const claims = wholeField(claimsSchema, 'claimsInvalid').register(z.globalRegistry, {
  description: 'Every home-page figure with its value and its show switch.',
});

const showTownVisitCounts = z.boolean().register(z.globalRegistry, {
  description: `Town pages say how many home visits were done in the town (the calendar's visits marked done), from ${TOWN_VISITS_SHOWN_FROM} visits on.`,
});

const lat = number(36.5101, R.lat);
const lng = number(-4.8824, R.lng);

/** The settings as stored, as pages read them and as content/business.yaml holds their facts. */
export const businessSettingsSchema = z.strictObject({
  brand: text('Costa Sol'),
  brandWithTrade: text('Costa Sol HVAC'),
  legalName: text('Costa Sol Climatización y Energía S.L.'),
  taxId: text('B93123456', { regex: R.taxId, code: 'taxIdInvalid' }),
  registry: text('Registro Mercantil de Málaga, Tomo 5123, Folio 101, Hoja MA-123456'),
  address: z.strictObject({
    street: text('Avenida Ricardo Soriano 12, local 3'),
    postalCode: text('29601', { regex: R.postalCode, code: 'postalCodeInvalid' }),
    locality: text('Marbella'),
    region: text('Málaga'),
    country: z.literal('ES'),
  }),
  geo: z.strictObject({ lat, lng }),
  phone: text('+34 951 234 567', { regex: R.phone, code: 'businessPhoneInvalid' }),
  whatsappNumber: text('34611223344', { regex: R.whatsappNumber, code: 'whatsappInvalid' }),
  email: email('info@costasolhvac.es'),
  privacyEmail: email('privacidad@costasolhvac.es'),
  googleReviewUrl: url('https://search.google.com/local/writereview?placeid=ChIJ1234'),
  googleProfileUrl: url('https://maps.google.com/?cid=1234567890123456789'),
  mapsEmbedUrl: url('https://www.google.com/maps/embed?pb=…'),
  social: z.strictObject({
    facebook: url('https://www.facebook.com/costasolhvac'),
    linkedin: url('https://www.linkedin.com/company/costasolhvac'),
    youtube: url('https://www.youtube.com/@costasolhvac'),
    tiktok: url('https://www.tiktok.com/@costasolhvac'),
    homeServicesDirectory: url('https://www.houzz.es/profesionales/costasolhvac'),
    google: url('https://g.page/costasolhvac'),
  }),
  openingHours,
  holidayClosures,
  serviceRadiusMeters: whole(48280, R.serviceRadiusMeters),
  founded: whole(2009, R.founded),
  replyWithinHours: whole(24, R.replyHours),
  emergencyResponseHours: whole(2, R.replyHours),
  claims,
  showTownVisitCounts,
});

export type BusinessSettings = z.output<typeof businessSettingsSchema>;
export type OpeningHours = BusinessSettings['openingHours'][number];
export type Claim = BusinessSettings['claims'][ClaimKey];

import { BUSINESS, CLAIMS } from './business-profile';

/**
 * The company's facts as the owner edits them in the admin (issue 22): stored in the database, seeded on the first
 * start from content/business.yaml and CLAIMS. The API and the admin form check them with the rules below.
 */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface OpeningHours {
  days: WeekDay[];
  /** Local time (Europe/Madrid) as HH:MM; `opens` comes before `closes`. */
  opens: string;
  closes: string;
}

/** The home page's figures, each with the owner's "show" switch. */
export const CLAIM_KEYS = [
  'localRank',
  'hvacInstalls',
  'solarInstalls',
  'rebatesUpToEur',
  'warrantyUpToYears',
  'heatPumpEfficiency',
  'energySavingsUpTo',
  'sunnyDays',
  'installDays',
  'googleRating',
  'googleReviewCount',
] as const;
export type ClaimKey = (typeof CLAIM_KEYS)[number];

export interface Claim {
  value: string;
  shown: boolean;
}

export interface BusinessSettings {
  brand: string;
  brandWithTrade: string;
  legalName: string;
  taxId: string;
  registry: string;
  address: { street: string; postalCode: string; locality: string; region: string; country: 'ES' };
  geo: { lat: number; lng: number };
  phone: string;
  whatsappNumber: string;
  email: string;
  privacyEmail: string;
  googleReviewUrl: string;
  googleProfileUrl: string;
  mapsEmbedUrl: string;
  social: { facebook: string; linkedin: string; youtube: string; tiktok: string; homeServicesDirectory: string; google: string };
  openingHours: OpeningHours[];
  /** Days the office is closed besides the weekly hours, as YYYY-MM-DD. */
  holidayClosures: string[];
  serviceRadiusMeters: number;
  founded: number;
  /** The reply promises: within this many hours in normal hours, and for an emergency. */
  replyWithinHours: number;
  emergencyResponseHours: number;
  claims: Record<ClaimKey, Claim>;
  /** Each town page may say how many home visits were done in the town (from the calendar), from TOWN_VISITS_SHOWN_FROM on. */
  showTownVisitCounts: boolean;
}

/** A town page states its visits done only from this many on: a lone visit says little and could point to a household. */
export const TOWN_VISITS_SHOWN_FROM = 3;

/** The facts pages, e-mails and structured data read: the settings and what follows from them. */
export interface BusinessFacts extends BusinessSettings {
  /** The phone as a tel: link. */
  phoneHref: string;
  timeZone: 'Europe/Madrid';
}

export function businessFacts(settings: BusinessSettings): BusinessFacts {
  return { ...settings, phoneHref: `tel:${settings.phone.replace(/ /g, '')}`, timeZone: 'Europe/Madrid' };
}

/** The rules both the API and the admin form apply. */
export const BUSINESS_SETTINGS_RULES = {
  text: { max: 200 },
  claim: { max: 40 },
  taxId: /^[A-Z]\d{7}[A-Z0-9]$/,
  postalCode: /^\d{5}$/,
  /** A Spanish number: +34 and nine digits, spaces allowed between digits. */
  phone: /^\+34( ?\d){9}$/,
  whatsappNumber: /^\d{8,15}$/,
  httpsUrl: /^https:\/\/[^\s/$.?#][^\s]*$/,
  time: /^([01]\d|2[0-3]):[0-5]\d$/,
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  lat: { min: 35, max: 44 },
  lng: { min: -10, max: 5 },
  serviceRadiusMeters: { min: 1000, max: 200_000 },
  founded: { min: 1900, max: 2100 },
  replyHours: { min: 1, max: 168 },
  openingHours: { max: 7 },
  holidayClosures: { max: 60 },
} as const;

/** Whether a weekly-hours list has a well-formed row for each entry (days from the week, times as HH:MM). */
export function isOpeningHoursShape(value: unknown): value is OpeningHours[] {
  const { time, openingHours } = BUSINESS_SETTINGS_RULES;
  return (
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= openingHours.max &&
    value.every((row: unknown) => {
      if (typeof row !== 'object' || row === null) return false;
      const { days, opens, closes, ...rest } = row as Record<string, unknown>;
      return (
        Object.keys(rest).length === 0 &&
        Array.isArray(days) &&
        days.length >= 1 &&
        days.every((day) => WEEK_DAYS.some((known) => known === day)) &&
        new Set(days).size === days.length &&
        typeof opens === 'string' &&
        typeof closes === 'string' &&
        time.test(opens) &&
        time.test(closes)
      );
    })
  );
}

/** Each row opens before it closes (HH:MM strings compare as times). */
export function opensBeforeCloses(hours: OpeningHours[]): boolean {
  return hours.every((row) => row.opens < row.closes);
}

/** No day of the week in two rows. */
export function daysListedOnce(hours: OpeningHours[]): boolean {
  const days = hours.flatMap((row) => row.days);
  return new Set(days).size === days.length;
}

/** A real calendar day as YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !BUSINESS_SETTINGS_RULES.date.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return date.toISOString().slice(0, 10) === value;
}

/**
 * Figures with a form of their own: the Google rating as Google shows it (1.0 to 5.0, a comma or a point) and its
 * count of reviews, a whole number. The others are free short text ("5000+", "300-400%").
 */
export const CLAIM_FORMATS: Partial<Record<ClaimKey, RegExp>> = {
  googleRating: /^(?:[1-4](?:[.,]\d)?|5(?:[.,]0)?)$/,
  googleReviewCount: /^\d{1,7}$/,
};

/** The Google rating is shown only with its count, both as the owner entered them and switched on (docs/decisions). */
export function googleRatingShown(claims: Record<ClaimKey, Claim>): { rating: string; count: string } | null {
  const { googleRating, googleReviewCount } = claims;
  if (!googleRating.shown || !googleReviewCount.shown) return null;
  return { rating: googleRating.value, count: googleReviewCount.value };
}

/** Every claim key once, each a short single-line value with a boolean switch, in its own form where it has one. */
export function isClaimsShape(value: unknown): value is Record<ClaimKey, Claim> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length === CLAIM_KEYS.length &&
    entries.every(([key, claim]: [string, unknown]) => {
      if (!CLAIM_KEYS.some((known) => known === key) || typeof claim !== 'object' || claim === null) return false;
      const { value: text, shown, ...rest } = claim as Record<string, unknown>;
      return (
        Object.keys(rest).length === 0 &&
        typeof shown === 'boolean' &&
        typeof text === 'string' &&
        text.trim().length > 0 &&
        text.length <= BUSINESS_SETTINGS_RULES.claim.max &&
        !/[\r\n]/.test(text) &&
        (CLAIM_FORMATS[key as ClaimKey]?.test(text) ?? true)
      );
    })
  );
}

/** What marks a value as a sample still to replace: a run of five zeros, PLACEHOLDER, .example. */
const SAMPLE = /0{5}|PLACEHOLDER|\.example\b/;

/** The fields (dotted paths) whose value is still a sample, with the value: production refuses them. */
export function sampleValues(profile: unknown, path = ''): string[] {
  if (typeof profile === 'string') return SAMPLE.test(profile.replace(/\s/g, '')) ? [`${path} (${profile})`] : [];
  if (Array.isArray(profile)) return profile.flatMap((item, index) => sampleValues(item, `${path}[${index}]`));
  if (profile && typeof profile === 'object')
    return Object.entries(profile).flatMap(([key, value]) => sampleValues(value, path ? `${path}.${key}` : key));
  return [];
}

const claim = (value: string | number, shown = true): Claim => ({ value: String(value), shown });

/** The first start's settings: content/business.yaml (built into BUSINESS) and today's CLAIMS. */
export function seedBusinessSettings(): BusinessSettings {
  const { address, geo, social, openingHours } = BUSINESS;
  return {
    brand: BUSINESS.brand,
    brandWithTrade: BUSINESS.brandWithTrade,
    legalName: BUSINESS.legalName,
    taxId: BUSINESS.taxId,
    registry: BUSINESS.registry,
    address: { ...address },
    geo: { ...geo },
    phone: BUSINESS.phone,
    whatsappNumber: BUSINESS.whatsappNumber,
    email: BUSINESS.email,
    privacyEmail: BUSINESS.privacyEmail,
    googleReviewUrl: BUSINESS.googleReviewUrl,
    googleProfileUrl: BUSINESS.googleProfileUrl,
    mapsEmbedUrl: BUSINESS.mapsEmbedUrl,
    social: { ...social },
    openingHours: openingHours.map((row) => ({ days: [...row.days], opens: row.opens, closes: row.closes })),
    holidayClosures: [],
    serviceRadiusMeters: BUSINESS.serviceRadiusMeters,
    founded: BUSINESS.founded,
    replyWithinHours: CLAIMS.replyWithinHours,
    emergencyResponseHours: CLAIMS.emergencyResponseHours,
    claims: {
      localRank: claim(CLAIMS.localRank),
      hvacInstalls: claim(CLAIMS.hvacInstalls),
      solarInstalls: claim(CLAIMS.solarInstalls),
      rebatesUpToEur: claim(CLAIMS.rebatesUpToEur),
      warrantyUpToYears: claim(CLAIMS.warrantyUpToYears),
      heatPumpEfficiency: claim(CLAIMS.heatPumpEfficiency),
      energySavingsUpTo: claim(CLAIMS.energySavingsUpTo),
      sunnyDays: claim(CLAIMS.sunnyDays),
      installDays: claim(CLAIMS.installDays),
      // The spec's "5.0 from 28 reviews", hidden until the owner enters Google's own figures (docs/operations.md, "Before launch").
      googleRating: claim(CLAIMS.googleRating, false),
      googleReviewCount: claim(CLAIMS.googleReviewCount, false),
    },
    showTownVisitCounts: false,
  };
}

/** The settings' limits and formats, which their schema (business-settings.schema.ts) and other checks read. */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

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

/** A town page states its visits done only from this many on: a lone visit says little and could point to a household. */
export const TOWN_VISITS_SHOWN_FROM = 3;

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

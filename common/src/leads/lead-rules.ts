/** Field limits shared by the forms (zod) and the API (class-validator). Minimums: docs/product.md, "Forms and validation". */
export const LEAD_FIELD_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  phone: { min: 10, max: 30 },
  details: { max: 5000 },
  message: { min: 10, max: 5000 },
  /** Page path, referrer and UTM values that the site sends along with a lead. */
  pagePath: { max: 500 },
  referrer: { max: 1000 },
  utm: { max: 200 },
  /** Google Ads' click id (gclid), and the first page of the visit that ended in the lead. */
  gclid: { max: 200 },
  landingPage: { max: 500 },
} as const;

/**
 * A practical e-mail shape: one @, no spaces, a dot in the domain and a TLD of two letters or more.
 * The same pattern runs in the browser and on the server, so both accept exactly the same addresses.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Digits with the usual separators and an optional leading +; the length rule is separate. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;

/** Page paths a lead may come from: an absolute path on this site. */
export const PAGE_PATH_PATTERN = /^\/[^\s]*$/;

/*
 * Characters a visitor's text (and staff's) may not hold: C0 and C1 controls and DEL (a NUL broke the database
 * insert; NEL, U+0085, is a line break to some readers), and the bidirectional controls that can disguise what a
 * line says (U+202A-U+202E, U+2066-U+2069). A single-line field (a name, a UTM value) also refuses line breaks and
 * tabs, the Unicode line and paragraph separators (U+2028, U+2029) included, which could forge lines in the staff
 * e-mail, a log line or the CSV.
 */
export const SINGLE_LINE_TEXT_PATTERN = new RegExp('^[^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]*$', 'u');
export const MULTI_LINE_TEXT_PATTERN = new RegExp(
  '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]*$',
  'u',
);

/** Name of the hidden honeypot field: people leave it empty, form-filling bots do not. */
export const HONEYPOT_FIELD = 'website';

/**
 * The request header that makes a form post safe to repeat (docs/api.md, "Idempotency-Key"): the same key within
 * a day gets the first answer and stores nothing new. The forms send a new UUID per submission.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** The address's UTM parameters and the lead field each is stored in (read by the islands and by form posts alike). */
export const UTM_PARAMETERS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
] as const;

/** The address's campaign parameters: the UTM ones and Google Ads' click id (auto-tagging), each with its lead field. */
export const CAMPAIGN_PARAMETERS = [...UTM_PARAMETERS, ['gclid', 'gclid']] as const;
export type CampaignField = (typeof CAMPAIGN_PARAMETERS)[number][1];
/** The sessionStorage key of where the browser tab's visit began (the cookie policy names it). */
export const VISIT_START_STORAGE_KEY = 'costa-sol-visit-start';

/**
 * The choices that make a lead an emergency: a system repair asked for with the quote form, an emergency repair with
 * the contact form. Staff get it at the emergency address; the visitor is promised CLAIMS.emergencyResponseHours.
 */
export const EMERGENCY_CHOICES = { quote: 'system-repair', contact: 'emergency-repair' } as const;

export function isEmergencyChoice(kind: 'quote' | 'contact', choice: string | undefined): boolean {
  return choice === EMERGENCY_CHOICES[kind];
}

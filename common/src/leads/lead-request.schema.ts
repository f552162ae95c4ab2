import { z } from 'zod/mini';
import {
  honeypotText,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredPhone,
  requiredText,
} from '../forms/field-rules';
import { LANGUAGES } from '../i18n/languages';
import { BOOLEAN_TEXTS, CURRENT_SYSTEM_AGES, HOME_SIZES, PREFERRED_BRANDS, SERVICE_TYPES, SERVICES_NEEDED } from './lead-enums';
import { HONEYPOT_FIELD, LEAD_FIELD_LIMITS, PAGE_PATH_PATTERN } from './lead-rules';

/*
 * What a visitor's form sends (POST /api/quotes, /api/contact, and the same fields posted without JavaScript): the one
 * shape of a quote request and of a contact message. The API validates with it, the OpenAPI document describes it and
 * the site's forms check it in the visitor's language. docs/architecture.md, "Add a field", names the other files.
 */

const L = LEAD_FIELD_LIMITS;

/** Where a lead came from: optional facts the site sends along with either form. */
const leadOrigin = {
  pagePath: optionalText({
    max: L.pagePath.max,
    pattern: PAGE_PATH_PATTERN,
    description: 'Path of the page the form was sent from.',
    example: '/es/contacto',
  }),
  landingPage: optionalText({
    max: L.landingPage.max,
    pattern: PAGE_PATH_PATTERN,
    description: "Path of the first page of the visit (the site keeps it for the browser tab's session).",
    example: '/services/heat-pump-hvac',
  }),
  language: optionalChoice(LANGUAGES, { description: 'Language of the page.', example: 'es' }),
  referrer: optionalText({
    max: L.referrer.max,
    description:
      "The other site that sent the visitor (document.referrer when the visit began), if any. This site's own address is never a referrer: it is dropped.",
    example: 'https://www.google.com/',
  }),
  utmSource: optionalText({ max: L.utm.max, example: 'google' }),
  utmMedium: optionalText({ max: L.utm.max, example: 'cpc' }),
  utmCampaign: optionalText({ max: L.utm.max, example: 'heat-pumps-2026' }),
  utmTerm: optionalText({ max: L.utm.max, example: 'aerotermia marbella' }),
  utmContent: optionalText({ max: L.utm.max, example: 'hero-button' }),
  gclid: optionalText({
    max: L.gclid.max,
    description: "Google Ads' click id (gclid) of the link that began the visit.",
    example: 'EAIaIQobChMI',
  }),
  [HONEYPOT_FIELD]: honeypotText({
    description: 'Anti-spam trap: a hidden field that people leave empty. A lead with it filled is kept, flagged and not e-mailed.',
    example: '',
  }),
};

/** The fields a visitor fills in on the quote form, in the form's order. */
export const quoteFields = {
  name: requiredText({ min: L.name.min, max: L.name.max, tooShort: 'nameMin', example: 'Laura Gómez' }),
  email: requiredEmail('laura@example.com'),
  phone: requiredPhone('+34 600 123 456'),
  serviceType: requiredChoice(SERVICE_TYPES, 'serviceTypeRequired', { example: 'heat-pump-system' }),
  preferredBrand: optionalChoice(PREFERRED_BRANDS, { example: 'daikin' }),
  homeSize: optionalChoice(HOME_SIZES, { description: 'Floor area band in square feet.', example: '1500-2000' }),
  currentSystemAge: optionalChoice(CURRENT_SYSTEM_AGES, { example: '10-15' }),
  details: optionalText({ max: L.details.max, multiline: true, example: 'Three-bedroom villa, old split units in every room.' }),
  wantsConsultation: requiredChoice(
    BOOLEAN_TEXTS,
    { missing: 'required', wrong: 'invalidOption' },
    { description: "Whether the visitor wants a free consultation, as the text 'true' or 'false'.", example: 'true' },
  ),
};

/** The fields a visitor fills in on the contact form. */
export const contactFields = {
  firstName: requiredText({ min: L.name.min, max: L.name.max, tooShort: 'firstNameMin', example: 'Erik' }),
  lastName: requiredText({ min: L.name.min, max: L.name.max, tooShort: 'lastNameMin', example: 'Lindqvist' }),
  email: requiredEmail('erik@example.com'),
  phone: requiredPhone('+46 70 123 45 67'),
  serviceNeeded: requiredChoice(SERVICES_NEEDED, 'serviceNeededRequired', { example: 'maintenance-service' }),
  message: requiredText({
    min: L.message.min,
    max: L.message.max,
    tooShort: 'messageMin',
    multiline: true,
    example: 'Our heat pump shows error E7 since this morning.',
  }),
};

/** POST /api/quotes: a quote request with where it came from. */
export const quoteRequestSchema = z.strictObject({ ...quoteFields, ...leadOrigin });
/** POST /api/contact: a contact message with where it came from. */
export const contactMessageSchema = z.strictObject({ ...contactFields, ...leadOrigin });

export type QuoteRequestBody = z.output<typeof quoteRequestSchema>;
/** The fields of the quote form alone, as the API takes them. */
export type QuoteFormBody = Pick<QuoteRequestBody, keyof typeof quoteFields>;
export type ContactMessageBody = z.output<typeof contactMessageSchema>;
/** The facts of where a lead came from, as either form sends them. */
export type LeadOriginBody = Pick<QuoteRequestBody, keyof typeof leadOrigin>;

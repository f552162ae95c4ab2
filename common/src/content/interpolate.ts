import { BUSINESS, CLAIMS } from '../business/business-profile';
import type { BusinessFacts } from '../business/business-settings';
import { type Language, LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { LEAD_RETENTION_MONTHS } from '../leads/lead-retention';
import { VISIT_START_STORAGE_KEY } from '../leads/lead-rules';

const LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es-ES' };
/** Spanish CLDR leaves 4-digit numbers ungrouped ("7500 €") while the site writes "7.500 €": group them always. */
const ALWAYS_GROUPED: Intl.NumberFormatOptions = { useGrouping: 'always' };

/** Whole euros in the language's format, the one way the site writes money: "€4,390" / "4.390 €". */
export function formatEuros(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    ...ALWAYS_GROUPED,
  }).format(amount);
}
const { address } = BUSINESS;

/**
 * The names content text may use, `{{group.name}}`. Besides the claims and the company's facts: `sunnyDaysAtLeast`,
 * the number of "320+" (for "más de 320"), the postal address on one line, and the key under which the site keeps
 * the visitor's language (named by the cookie policy), and how many months leads are kept (the privacy policy).
 */
const VALUES: Record<string, Record<string, string | number>> = {
  claims: { ...CLAIMS, sunnyDaysAtLeast: Number.parseInt(CLAIMS.sunnyDays, 10) },
  business: {
    brand: BUSINESS.brand,
    brandWithTrade: BUSINESS.brandWithTrade,
    legalName: BUSINESS.legalName,
    taxId: BUSINESS.taxId,
    registry: BUSINESS.registry,
    phone: BUSINESS.phone,
    email: BUSINESS.email,
    privacyEmail: BUSINESS.privacyEmail,
    postalAddress: `${address.street}, ${address.postalCode} ${address.locality} (${address.region})`,
    town: address.locality,
  },
  site: { languageStorageKey: LANGUAGE_STORAGE_KEY, visitStartStorageKey: VISIT_START_STORAGE_KEY },
  privacy: { leadRetentionMonths: LEAD_RETENTION_MONTHS },
};

const REFERENCE = /\{\{\s*(\w+)\.(\w+)\s*\}\}/g;

/** What follows the digits of a percentage in the language: "%" in English, a no-break space and "%" in Spanish. */
function percentSign(language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'percent' })
    .formatToParts(1)
    .filter((part) => part.type !== 'integer')
    .map((part) => part.value)
    .join('');
}

function format(key: string, value: string | number, language: Language): string {
  // A rank is written as its number; the sign is the language's ("#1", "nº 1").
  if (key.endsWith('Rank')) {
    const rank = String(value)
      .replace(/^\s*(#|nº)\s*/i, '')
      .trim();
    return language === 'es' ? `nº ${rank}` : `#${rank}`;
  }
  if (typeof value === 'string') return /^[\d-]+%$/.test(value) ? `${value.slice(0, -1)}${percentSign(language)}` : value;
  if (key.endsWith('Eur')) return formatEuros(value, language);
  return new Intl.NumberFormat(LOCALES[language], ALWAYS_GROUPED).format(value);
}

/** A figure typed in the settings: whole numbers as numbers, so they format as the seed's numbers do ("7.500 €"). */
const typedValue = (value: string): string | number => (/^\d+$/.test(value) ? Number(value) : value);

/** The `claims` and `business` names of content text, from the facts the owner last saved. */
function factValues(facts: BusinessFacts): Record<string, Record<string, string | number>> {
  const { address, claims } = facts;
  return {
    claims: {
      ...Object.fromEntries(Object.entries(claims).map(([key, claim]) => [key, typedValue(claim.value)])),
      replyWithinHours: facts.replyWithinHours,
      emergencyResponseHours: facts.emergencyResponseHours,
      sunnyDaysAtLeast: Number.parseInt(claims.sunnyDays.value, 10) || 0,
    },
    business: {
      brand: facts.brand,
      brandWithTrade: facts.brandWithTrade,
      legalName: facts.legalName,
      taxId: facts.taxId,
      registry: facts.registry,
      phone: facts.phone,
      email: facts.email,
      privacyEmail: facts.privacyEmail,
      postalAddress: `${address.street}, ${address.postalCode} ${address.locality} (${address.region})`,
      town: address.locality,
    },
  };
}

/**
 * The `{{claims.…}}` and `{{business.…}}` references of content text as the business settings fill them in a language,
 * by reference name ("claims.rebatesUpToEur" → "7.500 €"): what a page shows, and the admin's live preview.
 */
export function factTexts(facts: BusinessFacts, language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(factValues(facts)).flatMap(([group, values]) =>
      Object.entries(values).map(([key, value]) => [`${group}.${key}`, format(key, value, language)]),
    ),
  );
}

/** Fills the references of content text named in `texts` (factTexts); other references stay for `interpolate`. */
export function fillReferences(text: string, texts: Readonly<Record<string, string>>): string {
  return text.replace(REFERENCE, (reference, group: string, key: string) => texts[`${group}.${key}`] ?? reference);
}

/**
 * Fills the `{{claims.…}}` and `{{business.…}}` references of content text with the facts of the business settings
 * (the legal notice's company data, a page's figures), formatted as `interpolate` formats the seed's; other references
 * stay for `interpolate`.
 */
export function interpolateFacts(text: string, language: Language, facts: BusinessFacts): string {
  return fillReferences(text, factTexts(facts, language));
}

/**
 * A home-page figure as the owner typed it in the business settings, formatted like `interpolate` formats the seed:
 * a whole number of euros as currency, a percentage with the language's sign, other text as typed.
 */
export function formatClaim(key: string, value: string, language: Language): string {
  return format(key, key.endsWith('Eur') && /^\d+$/.test(value) ? Number(value) : value, language);
}

/**
 * Replaces `{{claims.rebatesUpToEur}}`-style references in content text with the one value the code holds, formatted
 * for the language with Intl: euro amounts (names ending in `Eur`) as currency ("€7,500", "7.500 €"), other numbers
 * grouped, percentages ("40%") with the language's percent sign ("40 %" in Spanish). An unknown reference is an
 * error, so a typo in a content file never reaches a page.
 */
export function interpolate(text: string, language: Language): string {
  return text.replace(REFERENCE, (reference, group: string, key: string) => {
    const value = VALUES[group]?.[key];
    if (value === undefined) throw new Error(`Unknown reference ${reference}`);
    return format(key, value, language);
  });
}

/** The references of a text that `interpolate` does not know, for schemas to report when content loads. */
export function unknownReferences(text: string): string[] {
  return [...text.matchAll(REFERENCE)].filter(([, group, key]) => VALUES[group]?.[key] === undefined).map(([reference]) => reference);
}

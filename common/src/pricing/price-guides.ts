import type { Language } from '../i18n/languages';

/**
 * A service page's price guide ("from €X"), as the owner sets it in the admin: a whole number of euros and a short
 * line in each language saying what the price covers. The API checks the same numbers.
 */
export const PRICE_GUIDE_LIMITS = {
  fromEur: { min: 1, max: 1_000_000 },
  note: { min: 10, max: 200 },
} as const;

const { min, max } = PRICE_GUIDE_LIMITS.fromEur;

/** The words of the price-guide form before sending (the API's refusals are VALIDATION_MESSAGES). */
export const PRICE_GUIDE_FORM_MESSAGES: Record<Language, { amountRange: string }> = {
  en: { amountRange: `Use a whole number of euros from ${min} to ${max.toLocaleString('en-GB')}` },
  es: { amountRange: `Escribe un número entero de euros entre ${min} y ${max.toLocaleString('es-ES')}` },
};

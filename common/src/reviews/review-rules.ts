import type { Language } from '../i18n/languages';

/** Limits of a testimonial as the admin enters it; the API checks the same numbers. */
export const TESTIMONIAL_FIELD_LIMITS = {
  name: { min: 2, max: 80 },
  location: { max: 80 },
  service: { min: 2, max: 120 },
  review: { min: 20, max: 2000 },
  rating: { min: 1, max: 5 },
} as const;

/** Limits of a case study; costs in whole euros per year; issue and benefit lists one short line per item. */
export const CASE_STUDY_FIELD_LIMITS = {
  title: { min: 10, max: 200 },
  location: { min: 2, max: 80 },
  system: { min: 10, max: 600 },
  energyCost: { min: 0, max: 1_000_000 },
  listItem: { min: 3, max: 300 },
  listItems: { min: 1, max: 8 },
} as const;

/** A testimonial's or case study's place in its list: a whole number, smallest first. */
export const LIST_POSITION = { min: 0, max: 1000 } as const;

/** The words of the testimonial and case study forms before sending (the API's refusals are VALIDATION_MESSAGES). */
interface ReviewFormMessages {
  amountRange: string;
  listItems: string;
  lineMin: (count: number) => string;
  lineMax: (count: number) => string;
}

const { min: amountMin, max: amountMax } = CASE_STUDY_FIELD_LIMITS.energyCost;
const { min: itemsMin, max: itemsMax } = CASE_STUDY_FIELD_LIMITS.listItems;

export const REVIEW_FORM_MESSAGES: Record<Language, ReviewFormMessages> = {
  en: {
    amountRange: `Use a whole number of euros from ${amountMin} to ${amountMax.toLocaleString('en-GB')}`,
    listItems: `Write ${itemsMin} to ${itemsMax} items, one per line`,
    lineMin: (count) => `Each line needs at least ${count} characters`,
    lineMax: (count) => `Each line can have at most ${count} characters`,
  },
  es: {
    amountRange: `Usa un número entero de euros de ${amountMin} a ${amountMax.toLocaleString('es-ES', { useGrouping: true })}`,
    listItems: `Escribe de ${itemsMin} a ${itemsMax} elementos, uno por línea`,
    lineMin: (count) => `Cada línea necesita al menos ${count} caracteres`,
    lineMax: (count) => `Cada línea puede tener como máximo ${count} caracteres`,
  },
};

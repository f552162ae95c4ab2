import type { Language } from '../i18n/languages';
import { ARTICLE_FIELD_LIMITS } from '../pages/article-rules';
import { TITLE_MAX } from '../seo/fit-text';

export const QA_FIELD_LIMITS = {
  slug: { min: 2, max: 80 },
  categoryName: { min: 2, max: 80 },
  categoryDescription: { max: 300 },
  question: { min: 10, max: 200 },
  answer: { min: 20, max: 20000 },
  /** A shorter form of a long question, which the page title takes with the brand (fitTitle); optional. */
  shortQuestion: { max: TITLE_MAX },
  /** The owner's search title and description, used as written; optional (the limits of every page's search fields). */
  seoTitle: ARTICLE_FIELD_LIMITS.seoTitle,
  seoDescription: ARTICLE_FIELD_LIMITS.seoDescription,
  /** A category's place on the public Q&A index: a whole number, smallest first. */
  position: { min: 0, max: 1000 },
} as const;

export const PUBLICATION_STATUSES = ['published', 'draft'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** Limits of the admin's other forms (sign-in, a lead's status change), which the API checks too. */
export const ADMIN_FIELD_LIMITS = {
  password: { max: 200 },
  leadStatusNote: { max: 2000 },
} as const;

/** The words the admin's forms show before sending; the API's own refusals are VALIDATION_MESSAGES (by code). */
export interface AdminFormMessages {
  textMin: (count: number) => string;
  textMax: (count: number) => string;
  positionRange: string;
  chooseCategory: string;
  chooseStatus: string;
}

const { min: positionMin, max: positionMax } = QA_FIELD_LIMITS.position;

export const ADMIN_FORM_MESSAGES: Record<Language, AdminFormMessages> = {
  en: {
    textMin: (count) => `Use at least ${count} characters`,
    textMax: (count) => `Use at most ${count} characters`,
    positionRange: `Use a whole number from ${positionMin} to ${positionMax}`,
    chooseCategory: 'Please choose a category',
    chooseStatus: 'Please choose a status',
  },
  es: {
    textMin: (count) => `Usa al menos ${count} caracteres`,
    textMax: (count) => `Usa como máximo ${count} caracteres`,
    positionRange: `Usa un número entero de ${positionMin} a ${positionMax}`,
    chooseCategory: 'Elige una categoría',
    chooseStatus: 'Elige un estado',
  },
};

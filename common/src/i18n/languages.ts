export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Local storage key holding the visitor's chosen language (docs/product.md, "Routes and languages"). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A text written in both languages. */
export type Bilingual = Record<Language, string>;

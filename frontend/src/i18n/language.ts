import { isLanguage, LANGUAGE_STORAGE_KEY, type Language, languageOfPath } from '@costa-sol/common';

/**
 * The visitor's language (docs/product.md, "Routes and languages"): Spanish whenever the path starts with /es; otherwise the stored
 * choice; otherwise Spanish for a browser whose language starts with es; otherwise English.
 */
export function detectLanguage(path: string, stored: string | null | undefined, browserLanguage: string | undefined): Language {
  if (languageOfPath(path) === 'es') return 'es';
  if (isLanguage(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this page only.
  }
}

import type { Language } from '@costa-sol/common';

const LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es-ES' };

/**
 * A date as visitors read it, one format per language on every page ("23 November 2026", "23 de noviembre de
 * 2026"), in Madrid time. Takes an ISO date or timestamp; a bare date (2026-11-23) is that calendar day.
 */
export function formatLongDate(iso: string, language: Language): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(date);
}

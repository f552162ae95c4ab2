import type { Language } from '@costa-sol/common';

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  es: { group: '.', decimal: ',' },
};

/**
 * 7,935.2 in English and 7.935,2 in Spanish. Written by hand rather than with Intl so that the server and every
 * browser print exactly the same characters (and hydration never disagrees).
 */
export function formatNumber(value: number, language: Language, decimals = 0): string {
  const { group, decimal } = SEPARATORS[language];
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = value < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? decimal + fraction : ''}`;
}

/** A decimal typed with a point or a comma ("2.5" or "2,5"); undefined when it is not a number. */
export function parseDecimal(text: string): number | undefined {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(normalised)) return undefined;
  return Number(normalised);
}

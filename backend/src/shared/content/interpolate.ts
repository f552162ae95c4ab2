import { BUSINESS, CLAIMS, type Language } from '@costa-sol/common';

const LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es-ES' };
/**
 * Spanish CLDR leaves 4-digit numbers ungrouped ("7500 €") while the site writes "7.500 €". `useGrouping: 'always'`
 * is Intl.NumberFormat v3 (Node 20), which TypeScript 5.9's library types do not know yet.
 */
const ALWAYS_GROUPED = { useGrouping: 'always' } as unknown as Intl.NumberFormatOptions;
const VALUES: Record<string, Record<string, string | number>> = {
  claims: CLAIMS,
  business: { brand: BUSINESS.brand, brandWithTrade: BUSINESS.brandWithTrade },
};

/**
 * Replaces `{{claims.rebatesUpToEur}}`-style references in content text with the one value the code holds, numbers
 * formatted for the language with Intl (euro amounts, names ending in `Eur`, as currency: "€7,500", "7.500 €").
 * An unknown reference is an error, so a typo in a content file never reaches a page.
 */
export function interpolate(text: string, language: Language): string {
  return text.replace(/\{\{\s*(\w+)\.(\w+)\s*\}\}/g, (reference, group: string, key: string) => {
    const value = VALUES[group]?.[key];
    if (value === undefined) throw new Error(`Unknown reference ${reference}`);
    if (typeof value === 'string') return value;
    return new Intl.NumberFormat(LOCALES[language], {
      ...(key.endsWith('Eur') && { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
      ...ALWAYS_GROUPED,
    }).format(value);
  });
}

/** The names `interpolate` knows, for schemas to check references when content loads. */
export function unknownReferences(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\.(\w+)\s*\}\}/g)]
    .filter(([, group, key]) => VALUES[group]?.[key] === undefined)
    .map(([reference]) => reference);
}

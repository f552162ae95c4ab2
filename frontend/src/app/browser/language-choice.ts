import { HOME_PATHS, isLanguage, languageOfPath } from '@costa-sol/common';
import { detectLanguage, storedLanguage, storeLanguage } from '../../i18n/language';

/**
 * The language rule of i18n/language.ts (detectLanguage) in the browser: an English page with a Spanish pair (its
 * `hreflang="es"` alternate) opens that pair when the visitor chose Spanish (the stored choice), with location.replace
 * so Back does not return to the English page. The home page also follows a Spanish browser when nothing is stored.
 * Crawlers (no storage, no redirect) and visitors who chose English keep the English page.
 */
export function openPreferredPage(): boolean {
  const path = window.location.pathname;
  if (languageOfPath(path) === 'es') return false;
  const preferred = path === HOME_PATHS.en ? detectLanguage(path, storedLanguage(), navigator.language) : storedLanguage();
  if (preferred !== 'es') return false;
  const pair = spanishPair();
  if (!pair) return false;
  window.location.replace(`${pair}${window.location.search}${window.location.hash}`);
  return true;
}

/** The path of the page's Spanish version, from its alternate link (the server writes it with the public origin). */
function spanishPair(): string | undefined {
  const href = document.querySelector('link[rel="alternate"][hreflang="es"]')?.getAttribute('href');
  if (!href) return undefined;
  const path = new URL(href, window.location.href).pathname;
  return languageOfPath(path) === 'es' ? path : undefined;
}

/** The language switcher is a pair of links; following one stores the choice (data-language on the link). */
export function rememberChosenLanguage(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-language]');
    const language = link?.getAttribute('data-language');
    if (isLanguage(language)) storeLanguage(language);
  });
}

import { HOME_PATHS, isLanguage } from '@costa-sol/common';
import { detectLanguage, storedLanguage, storeLanguage } from '../../i18n/language';

/**
 * The language rule of i18n/language.ts (detectLanguage) in the browser: on the English home page, a stored
 * Spanish choice (or, with none, a Spanish browser) opens /es, with location.replace so Back does not return to
 * the English page. Crawlers and visitors who chose English keep /.
 */
export function openPreferredHome(): boolean {
  if (window.location.pathname !== HOME_PATHS.en) return false;
  if (detectLanguage(HOME_PATHS.en, storedLanguage(), navigator.language) !== 'es') return false;
  window.location.replace(`${HOME_PATHS.es}${window.location.search}${window.location.hash}`);
  return true;
}

/** The language switcher is a pair of links; following one stores the choice (data-language on the link). */
export function rememberChosenLanguage(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-language]');
    const language = link?.getAttribute('data-language');
    if (isLanguage(language)) storeLanguage(language);
  });
}

import { isLanguage, routePath } from '@costa-sol/common';
import { detectLanguage, storedLanguage, storeLanguage } from '../../i18n/language';

/**
 * The language rule of i18n/language.ts (detectLanguage) in the browser: on the English home page, a stored
 * Spanish choice (or, with none, a Spanish browser) opens /es, with location.replace so Back does not return to
 * the English page. Crawlers and visitors who chose English keep /.
 */
export function openPreferredHome(): boolean {
  if (window.location.pathname !== routePath('home', 'en')) return false;
  if (detectLanguage('/', storedLanguage(), navigator.language) !== 'es') return false;
  window.location.replace(`${routePath('home', 'es')}${window.location.search}${window.location.hash}`);
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

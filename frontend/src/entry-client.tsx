import './app/global.css';
import './components/form/form.css';
import { openPreferredPage, rememberChosenLanguage } from './app/browser/language-choice';
import { trackWhatsAppLinks } from './app/browser/link-tracking';
import { showLoadingWhileNavigating } from './app/browser/navigation-indicator';
import { scheduleIslands } from './app/browser/schedule-islands';
import { enhanceDomIslands } from './islands/dom-islands';
import { rememberVisitStart } from './features/leads/api/visit-start';

/** Islands start when the visitor sees the page: a page prerendered by Speculation Rules waits until it is shown. */
function whenShown(start: () => void): void {
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
  if (prerendering) document.addEventListener('prerenderingchange', start, { once: true });
  else start();
}

/**
 * The only script every public page loads: a few document-wide behaviours (where the visit began, for the forms), the DOM islands (menu, WhatsApp widget),
 * and the scheduler of React islands, which loads React and each island's own chunk only when that island is due. Static sections ship no JavaScript.
 */
if (!openPreferredPage()) {
  rememberChosenLanguage();
  rememberVisitStart();
  trackWhatsAppLinks();
  showLoadingWhileNavigating();
  whenShown(() => {
    enhanceDomIslands();
    scheduleIslands(() => import('./islands/hydrate-islands').then((module) => module.hydrateIsland));
  });
}

import type { AnalyticsSettings } from '@costa-sol/common';
import { loadAnalytics } from '../features/consent/analytics-loader';
import { type ConsentChoice, readConsent, storeConsent } from '../features/consent/consent-choice';

interface GtagWindow {
  gtag?: (command: 'consent', action: 'update', params: Record<string, string>) => void;
}

/**
 * The consent notice's behaviour (markup: features/consent/components/consent-notice.tsx). With no choice stored
 * it shows the notice; with analytics accepted it loads the provider, and nothing loads otherwise. A choice is
 * stored and closes the notice; the footer's "Cookie settings" opens it again. Withdrawing stops GA4 at once
 * (Consent Mode update) and every provider from the next page on.
 */
export function enhance(root: HTMLElement): void {
  const settings = JSON.parse(root.dataset.analytics ?? 'null') as AnalyticsSettings | null;
  if (!settings) return;
  const choice = readConsent();
  if (choice === 'granted') loadAnalytics(settings);
  if (!choice) root.hidden = false;

  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-consent]');
    const chosen = button?.dataset.consent as ConsentChoice | undefined;
    if (chosen !== 'granted' && chosen !== 'denied') return;
    storeConsent(chosen);
    root.hidden = true;
    if (chosen === 'granted') loadAnalytics(settings);
    else (window as GtagWindow).gtag?.('consent', 'update', { analytics_storage: 'denied' });
  });
  document.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('[data-consent-open]')) return;
    root.hidden = false;
    root.querySelector<HTMLButtonElement>('[data-consent]')?.focus();
  });
}

import type { AnalyticsSettings } from '@costa-sol/common';

interface AnalyticsWindow {
  plausible?: ((...args: unknown[]) => void) & { q?: unknown[][] };
}

const LOADED_ATTRIBUTE = 'data-analytics';
/** Google's gtag snippet (public/analytics/gtag-init.js): defines gtag with Consent Mode v2 before gtag.js runs. */
const GTAG_INIT = '/analytics/gtag-init.js';

function script(doc: Document, src: string, data: Record<string, string>): HTMLScriptElement {
  const element = doc.createElement('script');
  // Inserted scripts run in insertion order only when not async.
  element.async = false;
  element.src = src;
  Object.assign(element.dataset, data);
  return element;
}

/**
 * Loads the configured provider, only ever after the visitor accepted (islands/consent-notice.dom.ts). Plausible's
 * event function exists at once, queued until its script arrives; gtag once its snippet has run; Umami's `track`
 * once its script has loaded. lib/analytics.ts sends events to whichever is there.
 */
export function loadAnalytics(settings: AnalyticsSettings, doc: Document = document): void {
  if (doc.querySelector(`script[${LOADED_ATTRIBUTE}]`)) return;
  const scripts =
    settings.provider === 'ga4'
      ? [
          script(doc, GTAG_INIT, { measurementId: settings.id }),
          script(doc, `${settings.scriptUrl}?id=${encodeURIComponent(settings.id)}`, {}),
        ]
      : [script(doc, settings.scriptUrl, settings.provider === 'plausible' ? { domain: settings.id } : { websiteId: settings.id })];
  if (settings.provider === 'plausible') {
    const win = (doc.defaultView ?? window) as unknown as AnalyticsWindow;
    win.plausible ??= Object.assign((...args: unknown[]) => (win.plausible!.q ??= []).push(args), { q: [] as unknown[][] });
  }
  scripts[scripts.length - 1].setAttribute(LOADED_ATTRIBUTE, settings.provider);
  for (const element of scripts) doc.head.appendChild(element);
}

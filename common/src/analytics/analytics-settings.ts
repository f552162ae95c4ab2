/**
 * The optional analytics provider, set by configuration (none by default). Nothing of it loads before the visitor
 * accepts analytics in the consent notice (LSSI art. 22.2, GDPR; docs/product.md, "Consent and analytics").
 */
export const ANALYTICS_PROVIDERS = ['ga4', 'plausible', 'umami'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

export interface AnalyticsSettings {
  provider: AnalyticsProvider;
  /** GA4 measurement id (G-…), the site's domain for Plausible, or Umami's website id. */
  id: string;
  /** The script to load: Google's tag for GA4, the self-hosted script for Plausible or Umami. */
  scriptUrl: string;
}

export const GA4_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** Where the consent choice is kept in the browser (a technical, exempt entry). */
export const CONSENT_STORAGE_KEY = 'consent';
/** Raised when the wording or the providers change, so visitors are asked again. */
export const CONSENT_VERSION = 1;

/** The hosts the content security policy must admit for a provider: its script, and where it sends events. */
export function analyticsSources(settings: AnalyticsSettings): { script: string[]; connect: string[]; img: string[] } {
  if (settings.provider === 'ga4') {
    const google = ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
    return {
      script: ['https://www.googletagmanager.com'],
      connect: [...google, 'https://www.googletagmanager.com'],
      img: [...google, 'https://www.googletagmanager.com'],
    };
  }
  const origin = new URL(settings.scriptUrl).origin;
  return { script: [origin], connect: [origin], img: [] };
}

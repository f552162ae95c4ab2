/** A stand-in analytics provider, so the consent notice is on every page; e2e/consent.spec.ts serves its script. */
export const STUB_ANALYTICS_SCRIPT = 'https://stats.costasol.test/js/script.js';

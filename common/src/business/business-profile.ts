/**
 * The company's facts come from content/business.yaml (docs/product.md, "Business profile and claims"), checked and
 * turned into business.generated.ts by scripts/generate-business.mjs when common is built.
 */
export { BUSINESS } from './business.generated';

/** Figures the site claims (docs/product.md, "Business profile and claims"). */
export const CLAIMS = {
  /** The company's standing in the base's town: "#1 in Marbella" (the home page's figures band). */
  localRank: 1,
  hvacInstalls: '5000+',
  solarInstalls: '2500+',
  rebatesUpToEur: 7500,
  warrantyUpToYears: 12,
  heatPumpEfficiency: '300-400%',
  energySavingsUpTo: '40%',
  sunnyDays: '320+',
  installDays: '1-2',
  googleRating: '5.0',
  googleReviewCount: 28,
  emergencyResponseHours: 2,
  replyWithinHours: 24,
} as const;

/** WhatsApp widget timings (docs/product.md, "WhatsApp"), in milliseconds. */
export const WHATSAPP_TIMINGS = { appearAfter: 1000, tooltipAfter: 3000, closeTooltipAfter: 10000 } as const;

/** Local hours outside which WhatsApp messages are urgent (before 09:00 or after 20:00, Europe/Madrid). */
export const OUT_OF_HOURS = { before: 9, after: 20 } as const;

export const HOME_TESTIMONIALS = 3;
export const STRUCTURED_DATA_REVIEWS = 5;
export const FOOTER_LOCATIONS = 6;
/** Testimonials and case studies: fresh 5 minutes, kept 10 (docs/product.md, "Data cache and API client"). */
export const CONTENT_CACHE = { staleMs: 5 * 60_000, gcMs: 10 * 60_000 } as const;
/** Toasts (docs/product.md, "Toasts"): a swipe to the right past `swipeThresholdPx` dismisses one. */
export const TOAST = { durationMs: 5000, removeDelayMs: 1_000_000, limit: 1, swipeThresholdPx: 50 } as const;
/** Hover tooltips (docs/product.md, "Tooltips"): open after `delayMs`; after `nextDelayMs` when moving from one to the next. */
export const TOOLTIP = { delayMs: 700, nextDelayMs: 300 } as const;
export const IMAGE_LAZY_MARGIN = '50px';

/**
 * The company's facts, in one place for pages, e-mails and structured data
 * (docs/product.md, "Business profile and claims").
 * Placeholder values are realistic but fictitious: change them here before going live.
 */
export const BUSINESS = {
  brand: 'Costa Sol',
  /** "Why Choose Costa Sol HVAC?" */
  brandWithTrade: 'Costa Sol HVAC',
  legalName: 'Costa Sol Climatización y Energía S.L.',
  taxId: 'B93000000',
  registry: 'Registro Mercantil de Málaga, Tomo 0000, Folio 00, Hoja MA-000000',
  address: {
    street: 'Avenida Ricardo Soriano 12, local 3',
    postalCode: '29601',
    locality: 'Marbella',
    region: 'Málaga',
    country: 'ES',
  },
  geo: { lat: 36.5101, lng: -4.8824 },
  phone: '+34 951 000 000',
  phoneHref: 'tel:+34951000000',
  /** WhatsApp number in international form without + or spaces, as wa.me wants it. */
  whatsappNumber: '34600000000',
  email: 'info@costasolhvac.example',
  privacyEmail: 'privacidad@costasolhvac.example',
  googleReviewUrl: 'https://search.google.com/local/writereview?placeid=PLACEHOLDER',
  googleProfileUrl: 'https://maps.google.com/?cid=0000000000000000000',
  mapsEmbedUrl:
    'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d51200!2d-4.8824!3d36.5101!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1ses!2ses',
  social: {
    facebook: 'https://www.facebook.com/costasolhvac',
    linkedin: 'https://www.linkedin.com/company/costasolhvac',
    youtube: 'https://www.youtube.com/@costasolhvac',
    tiktok: 'https://www.tiktok.com/@costasolhvac',
    homeServicesDirectory: 'https://www.houzz.es/profesionales/costasolhvac',
    google: 'https://g.page/costasolhvac',
  },
  /** Shown as text with a link to the Google reviews, never as structured-data rating (docs/product.md, "Business profile and claims"). */
  ratingClaim: { rating: '5.0', reviews: 28 },
  /** Mon-Fri 08:00-20:00, Sat 09:00-14:00, emergency 24/7, Europe/Madrid (docs/product.md, "Opening hours and service area"). */
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '20:00' },
    { days: ['Saturday'], opens: '09:00', closes: '14:00' },
  ],
  timeZone: 'Europe/Madrid',
  /** 30 miles around Marbella. */
  serviceRadiusMeters: 48280,
  founded: 2009,
} as const;

/** Figures the site claims (docs/product.md, "Business profile and claims"). */
export const CLAIMS = {
  hvacInstalls: '5000+',
  solarInstalls: '2500+',
  rebatesUpToEur: 7500,
  warrantyUpToYears: 12,
  heatPumpEfficiency: '300-400%',
  energySavingsUpTo: '40%',
  sunnyDays: '320+',
  installDays: '1-2',
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

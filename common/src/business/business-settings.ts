import { BUSINESS, CLAIMS } from './business-profile';
import type { BusinessSettings, Claim } from './business-settings.schema';

/*
 * The company's facts as the owner edits them in the admin (issue 22): stored in the database, seeded on the first
 * start from content/business.yaml and CLAIMS. Their shape and rules are business-settings.schema.ts.
 */

/** The facts pages, e-mails and structured data read: the settings and what follows from them. */
export interface BusinessFacts extends BusinessSettings {
  /** The phone as a tel: link. */
  phoneHref: string;
  timeZone: 'Europe/Madrid';
}

export function businessFacts(settings: BusinessSettings): BusinessFacts {
  return { ...settings, phoneHref: `tel:${settings.phone.replace(/ /g, '')}`, timeZone: 'Europe/Madrid' };
}

/** The Google rating is shown only with its count, both as the owner entered them and switched on (docs/decisions). */
export function googleRatingShown(claims: BusinessSettings['claims']): { rating: string; count: string } | null {
  const { googleRating, googleReviewCount } = claims;
  if (!googleRating.shown || !googleReviewCount.shown) return null;
  return { rating: googleRating.value, count: googleReviewCount.value };
}

/** What marks a value as a sample still to replace: a run of five zeros, PLACEHOLDER, .example. */
const SAMPLE = /0{5}|PLACEHOLDER|\.example\b/;

/** The fields (dotted paths) whose value is still a sample, with the value: production refuses them. */
export function sampleValues(profile: unknown, path = ''): string[] {
  if (typeof profile === 'string') return SAMPLE.test(profile.replace(/\s/g, '')) ? [`${path} (${profile})`] : [];
  if (Array.isArray(profile)) return profile.flatMap((item, index) => sampleValues(item, `${path}[${index}]`));
  if (profile && typeof profile === 'object')
    return Object.entries(profile).flatMap(([key, value]) => sampleValues(value, path ? `${path}.${key}` : key));
  return [];
}

const claim = (value: string | number, shown = true): Claim => ({ value: String(value), shown });

/** The first start's settings: content/business.yaml (built into BUSINESS) and today's CLAIMS. */
export function seedBusinessSettings(): BusinessSettings {
  const { address, geo, social, openingHours } = BUSINESS;
  return {
    brand: BUSINESS.brand,
    brandWithTrade: BUSINESS.brandWithTrade,
    legalName: BUSINESS.legalName,
    taxId: BUSINESS.taxId,
    registry: BUSINESS.registry,
    address: { ...address },
    geo: { ...geo },
    phone: BUSINESS.phone,
    whatsappNumber: BUSINESS.whatsappNumber,
    email: BUSINESS.email,
    privacyEmail: BUSINESS.privacyEmail,
    googleReviewUrl: BUSINESS.googleReviewUrl,
    googleProfileUrl: BUSINESS.googleProfileUrl,
    mapsEmbedUrl: BUSINESS.mapsEmbedUrl,
    social: { ...social },
    openingHours: openingHours.map((row) => ({ days: [...row.days], opens: row.opens, closes: row.closes })),
    holidayClosures: [],
    serviceRadiusMeters: BUSINESS.serviceRadiusMeters,
    founded: BUSINESS.founded,
    replyWithinHours: CLAIMS.replyWithinHours,
    emergencyResponseHours: CLAIMS.emergencyResponseHours,
    claims: {
      localRank: claim(CLAIMS.localRank),
      hvacInstalls: claim(CLAIMS.hvacInstalls),
      solarInstalls: claim(CLAIMS.solarInstalls),
      rebatesUpToEur: claim(CLAIMS.rebatesUpToEur),
      warrantyUpToYears: claim(CLAIMS.warrantyUpToYears),
      heatPumpEfficiency: claim(CLAIMS.heatPumpEfficiency),
      energySavingsUpTo: claim(CLAIMS.energySavingsUpTo),
      sunnyDays: claim(CLAIMS.sunnyDays),
      installDays: claim(CLAIMS.installDays),
      // The spec's "5.0 from 28 reviews", hidden until the owner enters Google's own figures (docs/operations.md, "Before launch").
      googleRating: claim(CLAIMS.googleRating, false),
      googleReviewCount: claim(CLAIMS.googleReviewCount, false),
    },
    showTownVisitCounts: false,
  };
}

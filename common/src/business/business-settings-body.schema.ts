import { z } from 'zod/mini';
import { type BusinessSettings, businessSettingsSchema } from './business-settings.schema';

const settings = businessSettingsSchema.shape;
const { address, geo, social } = { address: settings.address.shape, geo: settings.geo.shape, social: settings.social.shape };

/**
 * PUT /api/admin/settings/business's body, what the admin's form sends: the settings' fields laid out flat (one field
 * per fact, so a refusal shows next to its input), each with the rule and words it has in businessSettingsSchema.
 */
export const businessSettingsBodySchema = z.strictObject({
  brand: settings.brand,
  brandWithTrade: settings.brandWithTrade,
  legalName: settings.legalName,
  taxId: settings.taxId,
  registry: settings.registry,
  street: address.street,
  postalCode: address.postalCode,
  locality: address.locality,
  region: address.region,
  lat: geo.lat,
  lng: geo.lng,
  phone: settings.phone,
  whatsappNumber: settings.whatsappNumber,
  email: settings.email,
  privacyEmail: settings.privacyEmail,
  googleReviewUrl: settings.googleReviewUrl,
  googleProfileUrl: settings.googleProfileUrl,
  mapsEmbedUrl: settings.mapsEmbedUrl,
  facebookUrl: social.facebook,
  linkedinUrl: social.linkedin,
  youtubeUrl: social.youtube,
  tiktokUrl: social.tiktok,
  directoryUrl: social.homeServicesDirectory,
  googleBusinessUrl: social.google,
  openingHours: settings.openingHours,
  holidayClosures: settings.holidayClosures,
  serviceRadiusMeters: settings.serviceRadiusMeters,
  founded: settings.founded,
  replyWithinHours: settings.replyWithinHours,
  emergencyResponseHours: settings.emergencyResponseHours,
  claims: settings.claims,
  showTownVisitCounts: settings.showTownVisitCounts,
});

export type BusinessSettingsBody = z.output<typeof businessSettingsBodySchema>;

/** The body field of each settings path laid out under another name; the others keep theirs. */
const BODY_FIELD_OF_PATH: Record<string, keyof BusinessSettingsBody> = {
  'address.street': 'street',
  'address.postalCode': 'postalCode',
  'address.locality': 'locality',
  'address.region': 'region',
  'geo.lat': 'lat',
  'geo.lng': 'lng',
  'social.facebook': 'facebookUrl',
  'social.linkedin': 'linkedinUrl',
  'social.youtube': 'youtubeUrl',
  'social.tiktok': 'tiktokUrl',
  'social.homeServicesDirectory': 'directoryUrl',
  'social.google': 'googleBusinessUrl',
};

/** The body field a dotted settings path ("address.street", "openingHours[0]") is shown at. */
export function businessSettingsBodyField(path: string): string {
  return BODY_FIELD_OF_PATH[path] ?? path.split(/[.[]/)[0];
}

export function businessSettingsOfBody(body: BusinessSettingsBody): BusinessSettings {
  const { street, postalCode, locality, region, lat, lng, ...rest } = body;
  const { facebookUrl, linkedinUrl, youtubeUrl, tiktokUrl, directoryUrl, googleBusinessUrl, ...own } = rest;
  return {
    ...own,
    address: { street, postalCode, locality, region, country: 'ES' },
    geo: { lat, lng },
    social: {
      facebook: facebookUrl,
      linkedin: linkedinUrl,
      youtube: youtubeUrl,
      tiktok: tiktokUrl,
      homeServicesDirectory: directoryUrl,
      google: googleBusinessUrl,
    },
  };
}

export function businessSettingsBodyOf(stored: BusinessSettings): BusinessSettingsBody {
  const { address, geo, social, ...own } = stored;
  return {
    ...own,
    street: address.street,
    postalCode: address.postalCode,
    locality: address.locality,
    region: address.region,
    lat: geo.lat,
    lng: geo.lng,
    facebookUrl: social.facebook,
    linkedinUrl: social.linkedin,
    youtubeUrl: social.youtube,
    tiktokUrl: social.tiktok,
    directoryUrl: social.homeServicesDirectory,
    googleBusinessUrl: social.google,
  };
}

/**
 * content/business.yaml in its keys' order: the settings' facts (the claims, the reply promises, the holiday closures
 * and the switches stay in the admin) with the office's time zone.
 */
export const businessFileSchema = z.strictObject({
  ...z.omit(businessSettingsSchema, {
    openingHours: true,
    holidayClosures: true,
    serviceRadiusMeters: true,
    founded: true,
    replyWithinHours: true,
    emergencyResponseHours: true,
    claims: true,
    showTownVisitCounts: true,
  }).shape,
  openingHours: settings.openingHours,
  timeZone: z.literal('Europe/Madrid'),
  serviceRadiusMeters: settings.serviceRadiusMeters,
  founded: settings.founded,
});

export type BusinessFile = z.output<typeof businessFileSchema>;

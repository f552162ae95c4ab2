import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import type { AdminBusinessSettings } from '../api/get-business-settings';
import { businessSettingsFormValues, businessSettingsSchema } from './business-settings-schema';

const claim = (value: string) => ({ value, shown: true });
const SETTINGS: AdminBusinessSettings = {
  brand: 'Costa Sol',
  brandWithTrade: 'Costa Sol HVAC',
  legalName: 'Costa Sol Climatización y Energía S.L.',
  taxId: 'B93123456',
  registry: 'Registro Mercantil de Málaga, Tomo 5123',
  street: 'Avenida Ricardo Soriano 12',
  postalCode: '29601',
  locality: 'Marbella',
  region: 'Málaga',
  lat: 36.5101,
  lng: -4.8824,
  phone: '+34 951 234 567',
  whatsappNumber: '34611223344',
  email: 'info@costasolhvac.es',
  privacyEmail: 'privacidad@costasolhvac.es',
  googleReviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJ1234',
  googleProfileUrl: 'https://maps.google.com/?cid=1234567890',
  mapsEmbedUrl: 'https://www.google.com/maps/embed?pb=1',
  facebookUrl: 'https://www.facebook.com/costasolhvac',
  linkedinUrl: 'https://www.linkedin.com/company/costasolhvac',
  youtubeUrl: 'https://www.youtube.com/@costasolhvac',
  tiktokUrl: 'https://www.tiktok.com/@costasolhvac',
  directoryUrl: 'https://www.houzz.es/profesionales/costasolhvac',
  googleBusinessUrl: 'https://g.page/costasolhvac',
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '20:00' },
    { days: ['Saturday'], opens: '09:00', closes: '14:00' },
  ],
  holidayClosures: ['2026-12-25'],
  serviceRadiusMeters: 48280,
  founded: 2009,
  replyWithinHours: 24,
  emergencyResponseHours: 2,
  claims: {
    localRank: claim('1'),
    hvacInstalls: claim('5000+'),
    solarInstalls: claim('2500+'),
    rebatesUpToEur: claim('7500'),
    warrantyUpToYears: claim('12'),
    heatPumpEfficiency: claim('300-400%'),
    energySavingsUpTo: claim('40%'),
    sunnyDays: claim('320+'),
    installDays: claim('1-2'),
    googleRating: claim('4.8'),
    googleReviewCount: claim('28'),
  },
  showTownVisitCounts: false,
  updatedAt: null,
  updatedBy: null,
};

describe('businessSettingsSchema', () => {
  it('turns the form back into the body the API took, the week grouped by its hours', () => {
    const values = businessSettingsFormValues(SETTINGS);
    const { updatedAt: _at, updatedBy: _by, ...body } = SETTINGS;
    expect(businessSettingsSchema('en').parse(values)).toEqual(body);
    const sunday = { ...values, hours: { ...values.hours, Sunday: { open: true, opens: '08:00', closes: '20:00' } } };
    expect(businessSettingsSchema('en').parse(sunday).openingHours[0].days).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Sunday',
    ]);
  });

  it('refuses what the API refuses, with its messages in the admin language', () => {
    const values = businessSettingsFormValues(SETTINGS);
    const bad = {
      ...values,
      phone: '951 234 567',
      holidayClosures: '2026-02-30',
      hours: { ...values.hours, Saturday: { open: true, opens: '14:00', closes: '09:00' } },
    };
    const result = businessSettingsSchema('es').safeParse(bad);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      phone: VALIDATION_MESSAGES.es.businessPhoneInvalid,
      holidayClosures: VALIDATION_MESSAGES.es.dateInvalid,
      'hours.Saturday.closes': VALIDATION_MESSAGES.es.hoursOrder,
    });
  });

  it('takes the Google rating only as Google writes it and its count only as a whole number', () => {
    const values = businessSettingsFormValues(SETTINGS);
    const withRating = (rating: string, count: string) => ({
      ...values,
      claims: { ...values.claims, googleRating: claim(rating), googleReviewCount: claim(count) },
    });
    const messages = (rating: string, count: string) =>
      (businessSettingsSchema('en').safeParse(withRating(rating, count)).error?.issues ?? []).map((issue) => issue.message);
    expect(messages('4,9', '1250')).toEqual([]);
    expect(messages('5.0', '0')).toEqual([]);
    expect(messages('5.5', '28')).toEqual([VALIDATION_MESSAGES.en.googleRatingInvalid]);
    expect(messages('five', '28+')).toEqual([VALIDATION_MESSAGES.en.googleRatingInvalid, VALIDATION_MESSAGES.en.wholeNumberInvalid]);
  });
});

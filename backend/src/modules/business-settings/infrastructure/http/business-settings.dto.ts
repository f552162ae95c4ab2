import {
  BUSINESS_SETTINGS_RULES,
  type BusinessSettings,
  CLAIM_KEYS,
  type OpeningHours,
  TOWN_VISITS_SHOWN_FROM,
  WEEK_DAYS,
} from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import type { BusinessSettingsView } from '../../application/read-business-settings.use-case';
import {
  Claims,
  HolidayClosures,
  SettingEmail,
  SettingNumber,
  SettingSwitch,
  SettingText,
  SettingUrl,
  WeeklyHours,
} from './business-settings-validators';

const R = BUSINESS_SETTINGS_RULES;

class OpeningHoursDto {
  @ApiProperty({ enum: WEEK_DAYS, isArray: true, example: ['Monday', 'Tuesday'] }) days!: OpeningHours['days'];
  @ApiProperty({ example: '08:00', pattern: R.time.source }) opens!: string;
  @ApiProperty({ example: '20:00', pattern: R.time.source, description: 'After `opens`.' }) closes!: string;
}

class ClaimDto {
  @ApiProperty({ example: '5000+', maxLength: R.claim.max }) value!: string;
  @ApiProperty({ description: 'Shown on the pages; a hidden figure stays saved.' }) shown!: boolean;
}

class ClaimsDto {
  @ApiProperty({ type: ClaimDto }) hvacInstalls!: ClaimDto;
  @ApiProperty({ type: ClaimDto }) solarInstalls!: ClaimDto;
  @ApiProperty({ type: ClaimDto }) rebatesUpToEur!: ClaimDto;
  @ApiProperty({ type: ClaimDto }) warrantyUpToYears!: ClaimDto;
  @ApiProperty({ type: ClaimDto }) heatPumpEfficiency!: ClaimDto;
  @ApiProperty({
    type: ClaimDto,
    description: 'The rank in the base\'s town, a whole number: 1 is shown "#1 in Marbella" / "nº 1 en Marbella"',
  })
  localRank!: ClaimDto;
  @ApiProperty({ type: ClaimDto }) energySavingsUpTo!: ClaimDto;
  @ApiProperty({ type: ClaimDto }) sunnyDays!: ClaimDto;
  @ApiProperty({ type: ClaimDto }) installDays!: ClaimDto;
  @ApiProperty({
    type: ClaimDto,
    description: 'The rating as Google shows it, 1.0 to 5.0 ("4.8" or "4,8"); shown only with googleReviewCount, both switched on',
  })
  googleRating!: ClaimDto;
  @ApiProperty({ type: ClaimDto, description: 'The number of Google reviews behind googleRating, a whole number' })
  googleReviewCount!: ClaimDto;
}

/** The business settings as the owner's form sends them: one field per fact, so each refusal names its field. */
export class BusinessSettingsInputDto {
  @SettingText('Costa Sol') brand!: string;
  @SettingText('Costa Sol HVAC') brandWithTrade!: string;
  @SettingText('Costa Sol Climatización y Energía S.L.') legalName!: string;
  @SettingText('B93123456', { regex: R.taxId, code: 'taxIdInvalid' }) taxId!: string;
  @SettingText('Registro Mercantil de Málaga, Tomo 5123, Folio 101, Hoja MA-123456') registry!: string;
  @SettingText('Avenida Ricardo Soriano 12, local 3') street!: string;
  @SettingText('29601', { regex: R.postalCode, code: 'postalCodeInvalid' }) postalCode!: string;
  @SettingText('Marbella') locality!: string;
  @SettingText('Málaga') region!: string;
  @SettingNumber(36.5101, R.lat, false) lat!: number;
  @SettingNumber(-4.8824, R.lng, false) lng!: number;
  @SettingText('+34 951 234 567', { regex: R.phone, code: 'businessPhoneInvalid' }) phone!: string;
  @SettingText('34611223344', { regex: R.whatsappNumber, code: 'whatsappInvalid' }) whatsappNumber!: string;
  @SettingEmail('info@costasolhvac.es') email!: string;
  @SettingEmail('privacidad@costasolhvac.es') privacyEmail!: string;
  @SettingUrl('https://search.google.com/local/writereview?placeid=ChIJ1234') googleReviewUrl!: string;
  @SettingUrl('https://maps.google.com/?cid=1234567890123456789') googleProfileUrl!: string;
  @SettingUrl('https://www.google.com/maps/embed?pb=…') mapsEmbedUrl!: string;
  @SettingUrl('https://www.facebook.com/costasolhvac') facebookUrl!: string;
  @SettingUrl('https://www.linkedin.com/company/costasolhvac') linkedinUrl!: string;
  @SettingUrl('https://www.youtube.com/@costasolhvac') youtubeUrl!: string;
  @SettingUrl('https://www.tiktok.com/@costasolhvac') tiktokUrl!: string;
  @SettingUrl('https://www.houzz.es/profesionales/costasolhvac') directoryUrl!: string;
  @SettingUrl('https://g.page/costasolhvac') googleBusinessUrl!: string;

  @WeeklyHours()
  @ApiProperty({
    type: [OpeningHoursDto],
    minItems: 1,
    maxItems: R.openingHours.max,
    description: 'Each day of the week in one row at most.',
  })
  openingHours!: OpeningHours[];

  @HolidayClosures() holidayClosures!: string[];
  @SettingNumber(48280, R.serviceRadiusMeters) serviceRadiusMeters!: number;
  @SettingNumber(2009, R.founded) founded!: number;
  @SettingNumber(24, R.replyHours) replyWithinHours!: number;
  @SettingNumber(2, R.replyHours) emergencyResponseHours!: number;

  @Claims()
  @ApiProperty({ type: ClaimsDto, description: 'Every home-page figure with its value and its show switch.' })
  claims!: BusinessSettings['claims'];

  @SettingSwitch(
    `Town pages say how many home visits were done in the town (the calendar's visits marked done), from ${TOWN_VISITS_SHOWN_FROM} visits on.`,
  )
  showTownVisitCounts!: boolean;
}

/** The form field of each settings path whose value production may refuse as a sample. */
const FIELD_OF_PATH: Record<string, keyof BusinessSettingsInputDto> = {
  'address.street': 'street',
  'address.postalCode': 'postalCode',
  'address.locality': 'locality',
  'address.region': 'region',
  'social.facebook': 'facebookUrl',
  'social.linkedin': 'linkedinUrl',
  'social.youtube': 'youtubeUrl',
  'social.tiktok': 'tiktokUrl',
  'social.homeServicesDirectory': 'directoryUrl',
  'social.google': 'googleBusinessUrl',
};

export function settingsField(path: string): string {
  return FIELD_OF_PATH[path] ?? path.split(/[.[]/)[0];
}

export function businessSettingsOf(dto: BusinessSettingsInputDto): BusinessSettings {
  return {
    brand: dto.brand,
    brandWithTrade: dto.brandWithTrade,
    legalName: dto.legalName,
    taxId: dto.taxId,
    registry: dto.registry,
    address: { street: dto.street, postalCode: dto.postalCode, locality: dto.locality, region: dto.region, country: 'ES' },
    geo: { lat: dto.lat, lng: dto.lng },
    phone: dto.phone,
    whatsappNumber: dto.whatsappNumber,
    email: dto.email,
    privacyEmail: dto.privacyEmail,
    googleReviewUrl: dto.googleReviewUrl,
    googleProfileUrl: dto.googleProfileUrl,
    mapsEmbedUrl: dto.mapsEmbedUrl,
    social: {
      facebook: dto.facebookUrl,
      linkedin: dto.linkedinUrl,
      youtube: dto.youtubeUrl,
      tiktok: dto.tiktokUrl,
      homeServicesDirectory: dto.directoryUrl,
      google: dto.googleBusinessUrl,
    },
    openingHours: dto.openingHours.map(({ days, opens, closes }) => ({ days, opens, closes })),
    holidayClosures: [...dto.holidayClosures].sort(),
    serviceRadiusMeters: dto.serviceRadiusMeters,
    founded: dto.founded,
    replyWithinHours: dto.replyWithinHours,
    emergencyResponseHours: dto.emergencyResponseHours,
    claims: Object.fromEntries(
      CLAIM_KEYS.map((key) => [key, { value: dto.claims[key].value.trim(), shown: dto.claims[key].shown }]),
    ) as BusinessSettings['claims'],
    showTownVisitCounts: dto.showTownVisitCounts,
  };
}

/** The settings as the admin shows them: the form's fields, and who saved them last and when. */
export class AdminBusinessSettingsDto extends BusinessSettingsInputDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null: the first start’s seed, never saved.' })
  updatedAt!: Date | null;
  @ApiProperty({ type: String, nullable: true, description: 'The e-mail of the staff member who saved them last.' })
  updatedBy!: string | null;

  static from({ facts, updatedAt, updatedBy }: BusinessSettingsView): AdminBusinessSettingsDto {
    const { address, geo, social } = facts;
    return {
      brand: facts.brand,
      brandWithTrade: facts.brandWithTrade,
      legalName: facts.legalName,
      taxId: facts.taxId,
      registry: facts.registry,
      street: address.street,
      postalCode: address.postalCode,
      locality: address.locality,
      region: address.region,
      lat: geo.lat,
      lng: geo.lng,
      phone: facts.phone,
      whatsappNumber: facts.whatsappNumber,
      email: facts.email,
      privacyEmail: facts.privacyEmail,
      googleReviewUrl: facts.googleReviewUrl,
      googleProfileUrl: facts.googleProfileUrl,
      mapsEmbedUrl: facts.mapsEmbedUrl,
      facebookUrl: social.facebook,
      linkedinUrl: social.linkedin,
      youtubeUrl: social.youtube,
      tiktokUrl: social.tiktok,
      directoryUrl: social.homeServicesDirectory,
      googleBusinessUrl: social.google,
      openingHours: facts.openingHours,
      holidayClosures: facts.holidayClosures,
      serviceRadiusMeters: facts.serviceRadiusMeters,
      founded: facts.founded,
      replyWithinHours: facts.replyWithinHours,
      emergencyResponseHours: facts.emergencyResponseHours,
      claims: facts.claims,
      showTownVisitCounts: facts.showTownVisitCounts,
      updatedAt,
      updatedBy,
    };
  }
}

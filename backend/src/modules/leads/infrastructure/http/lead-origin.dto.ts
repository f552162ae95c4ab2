import { HONEYPOT_FIELD, LANGUAGES, LEAD_FIELD_LIMITS, type Language, PAGE_PATH_PATTERN } from '@costa-sol/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { rule, TrimToUndefined } from '../../../../shared/http/validation-rule';
import type { LeadOrigin } from '../../domain/lead';
import { AllowedCharacters } from '../../../../shared/http/text-field.decorators';

const { pagePath, landingPage, referrer, utm, gclid } = LEAD_FIELD_LIMITS;

/** Optional facts the site sends along with either form, so staff know where a lead came from. */
export class LeadOriginDto {
  @ApiPropertyOptional({
    nullable: true,
    description: 'Path of the page the form was sent from.',
    example: '/es/contacto',
    maxLength: pagePath.max,
  })
  @TrimToUndefined()
  @IsOptional()
  @Matches(PAGE_PATH_PATTERN, rule('invalidInput'))
  @MaxLength(pagePath.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  pagePath?: string;

  @ApiPropertyOptional({
    nullable: true,
    description: "Path of the first page of the visit (the site keeps it for the browser tab's session).",
    example: '/services/heat-pump-hvac',
    maxLength: landingPage.max,
  })
  @TrimToUndefined()
  @IsOptional()
  @Matches(PAGE_PATH_PATTERN, rule('invalidInput'))
  @MaxLength(landingPage.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  landingPage?: string;

  @ApiPropertyOptional({ nullable: true, description: 'Language of the page.', enum: LANGUAGES, example: 'es' })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(LANGUAGES, rule('invalidOption'))
  language?: Language;

  @ApiPropertyOptional({
    nullable: true,
    description:
      "The other site that sent the visitor (document.referrer when the visit began), if any. This site's own address is never a referrer: it is dropped.",
    example: 'https://www.google.com/',
    maxLength: referrer.max,
  })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(referrer.max, rule('tooLong'))
  @AllowedCharacters()
  @IsString(rule('invalidInput'))
  referrer?: string;

  @ApiPropertyOptional({ nullable: true, example: 'google', maxLength: utm.max })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(utm.max, rule('tooLong'))
  @AllowedCharacters()
  @IsString(rule('invalidInput'))
  utmSource?: string;

  @ApiPropertyOptional({ nullable: true, example: 'cpc', maxLength: utm.max })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(utm.max, rule('tooLong'))
  @AllowedCharacters()
  @IsString(rule('invalidInput'))
  utmMedium?: string;

  @ApiPropertyOptional({ nullable: true, example: 'heat-pumps-2026', maxLength: utm.max })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(utm.max, rule('tooLong'))
  @AllowedCharacters()
  @IsString(rule('invalidInput'))
  utmCampaign?: string;

  @ApiPropertyOptional({ nullable: true, example: 'aerotermia marbella', maxLength: utm.max })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(utm.max, rule('tooLong'))
  @AllowedCharacters()
  @IsString(rule('invalidInput'))
  utmTerm?: string;

  @ApiPropertyOptional({ nullable: true, example: 'hero-button', maxLength: utm.max })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(utm.max, rule('tooLong'))
  @AllowedCharacters()
  @IsString(rule('invalidInput'))
  utmContent?: string;

  @ApiPropertyOptional({
    nullable: true,
    description: "Google Ads' click id (gclid) of the link that began the visit.",
    example: 'EAIaIQobChMI',
    maxLength: gclid.max,
  })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(gclid.max, rule('tooLong'))
  @AllowedCharacters()
  @IsString(rule('invalidInput'))
  gclid?: string;

  @ApiPropertyOptional({
    name: HONEYPOT_FIELD,
    description: 'Anti-spam trap: a hidden field that people leave empty. A lead with it filled is kept, flagged and not e-mailed.',
    example: '',
    maxLength: 500,
  })
  @IsOptional()
  @MaxLength(500, rule('tooLong'))
  @AllowedCharacters(true)
  @IsString(rule('invalidInput'))
  website?: string;
}

/** `ownHost`: this site's host (PUBLIC_URL), which is never counted as a referrer. */
export function originOf(dto: LeadOriginDto, ownHost: string): LeadOrigin {
  return {
    pagePath: dto.pagePath,
    landingPage: dto.landingPage,
    language: dto.language,
    referrer: dto.referrer && hostOf(dto.referrer) !== ownHost ? dto.referrer : undefined,
    gclid: dto.gclid,
    utm: {
      source: dto.utmSource,
      medium: dto.utmMedium,
      campaign: dto.utmCampaign,
      term: dto.utmTerm,
      content: dto.utmContent,
    },
  };
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

import {
  EMAIL_PATTERN,
  LANGUAGES,
  type Language,
  LEAD_FIELD_LIMITS,
  MANUAL_LEAD_CHANNELS,
  MANUAL_LEAD_LIMITS,
  type ManualLeadChannel,
  PHONE_PATTERN,
  SERVICE_TYPES,
  type ServiceType,
} from '@costa-sol/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { AllowedCharacters, RequiredText } from '../../../../shared/http/text-field.decorators';
import { rule, TrimToUndefined } from '../../../../shared/http/validation-rule';

const { name, email, phone, details } = LEAD_FIELD_LIMITS;

/** Trimmed; empty counts as not sent. Null stays null, so it is refused at its own field (not taken for "no phone"). */
const EmptyToUndefined = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value));

/*
 * A lead received by phone, WhatsApp or in person, as staff enter it: the quote form's rules and messages where they
 * apply. The phone and the e-mail are each optional, but one of them is needed: without both, each answers
 * phoneOrEmailRequired. The first failing rule of a field is reported, nearest the property first.
 */
export class ManualLeadDto {
  @ApiProperty({ enum: MANUAL_LEAD_CHANNELS, example: 'phone', description: 'How the lead reached the business.' })
  @IsIn(MANUAL_LEAD_CHANNELS, rule('invalidOption'))
  @IsDefined(rule('required'))
  channel!: ManualLeadChannel;

  @RequiredText({ example: 'Laura Gómez', min: name.min, max: name.max, minRule: 'nameMin' })
  name!: string;

  @ApiPropertyOptional({
    example: '+34 600 123 456',
    minLength: phone.min,
    maxLength: phone.max,
    pattern: PHONE_PATTERN.source,
    description: 'Required when there is no email.',
  })
  @Matches(PHONE_PATTERN, rule('phoneInvalid'))
  @MaxLength(phone.max, rule('tooLong'))
  @MinLength(phone.min, rule('phoneInvalid'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('phoneOrEmailRequired'))
  @ValidateIf((dto: ManualLeadDto) => dto.phone !== undefined || dto.email === undefined)
  @EmptyToUndefined()
  phone?: string;

  @ApiPropertyOptional({
    example: 'laura@example.com',
    maxLength: email.max,
    pattern: EMAIL_PATTERN.source,
    description: 'Required when there is no phone.',
  })
  @Matches(EMAIL_PATTERN, rule('emailInvalid'))
  @MaxLength(email.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('phoneOrEmailRequired'))
  @ValidateIf((dto: ManualLeadDto) => dto.email !== undefined || dto.phone === undefined)
  @EmptyToUndefined()
  email?: string;

  @ApiProperty({ enum: SERVICE_TYPES, example: 'heat-pump-system' })
  @IsIn(SERVICE_TYPES, rule('serviceTypeRequired'))
  @IsDefined(rule('serviceTypeRequired'))
  serviceType!: ServiceType;

  @ApiPropertyOptional({ example: 'Marbella', maxLength: MANUAL_LEAD_LIMITS.town.max })
  @MaxLength(MANUAL_LEAD_LIMITS.town.max, rule('tooLong'))
  @AllowedCharacters()
  @IsString(rule('invalidInput'))
  @IsOptional()
  @TrimToUndefined()
  town?: string;

  @ApiPropertyOptional({ example: 'Called about two split units that no longer cool.', maxLength: details.max })
  @MaxLength(details.max, rule('tooLong'))
  @AllowedCharacters(true)
  @IsString(rule('invalidInput'))
  @IsOptional()
  @TrimToUndefined()
  details?: string;

  @ApiProperty({ enum: LANGUAGES, example: 'es', description: 'The language the person speaks (the language of later e-mails to them).' })
  @IsIn(LANGUAGES, rule('invalidOption'))
  @IsDefined(rule('required'))
  language!: Language;
}

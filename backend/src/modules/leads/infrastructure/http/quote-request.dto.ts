import {
  BOOLEAN_TEXTS,
  type BooleanText,
  CURRENT_SYSTEM_AGES,
  type CurrentSystemAge,
  EMAIL_PATTERN,
  HOME_SIZES,
  type HomeSize,
  LEAD_FIELD_LIMITS,
  PHONE_PATTERN,
  PREFERRED_BRANDS,
  type PreferredBrand,
  SERVICE_TYPES,
  type ServiceType,
} from '@costa-sol/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { rule, Trim, TrimToUndefined } from '../../../../shared/http/validation-rule';
import { LeadOriginDto } from './lead-origin.dto';

const { name, email, phone, details } = LEAD_FIELD_LIMITS;

/*
 * Decorators run from the one nearest the property upwards, and only the first failing rule is reported,
 * so the type check sits nearest the property and the spec's rule above it.
 */
export class QuoteRequestDto extends LeadOriginDto {
  @ApiProperty({ example: 'Laura Gómez', minLength: name.min, maxLength: name.max })
  @Trim()
  @MaxLength(name.max, rule('tooLong'))
  @MinLength(name.min, rule('nameMin'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  name!: string;

  @ApiProperty({ example: 'laura@example.com', maxLength: email.max, pattern: EMAIL_PATTERN.source })
  @Trim()
  @Matches(EMAIL_PATTERN, rule('emailInvalid'))
  @MaxLength(email.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  email!: string;

  @ApiProperty({ example: '+34 600 123 456', minLength: phone.min, maxLength: phone.max, pattern: PHONE_PATTERN.source })
  @Trim()
  @Matches(PHONE_PATTERN, rule('phoneInvalid'))
  @MaxLength(phone.max, rule('tooLong'))
  @MinLength(phone.min, rule('phoneInvalid'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  phone!: string;

  @ApiProperty({ enum: SERVICE_TYPES, example: 'heat-pump-system' })
  @IsIn(SERVICE_TYPES, rule('serviceTypeRequired'))
  @IsDefined(rule('serviceTypeRequired'))
  serviceType!: ServiceType;

  @ApiPropertyOptional({ enum: PREFERRED_BRANDS, example: 'daikin' })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(PREFERRED_BRANDS, rule('invalidOption'))
  preferredBrand?: PreferredBrand;

  @ApiPropertyOptional({ enum: HOME_SIZES, description: 'Floor area band in square feet.', example: '1500-2000' })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(HOME_SIZES, rule('invalidOption'))
  homeSize?: HomeSize;

  @ApiPropertyOptional({ enum: CURRENT_SYSTEM_AGES, example: '10-15' })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(CURRENT_SYSTEM_AGES, rule('invalidOption'))
  currentSystemAge?: CurrentSystemAge;

  @ApiPropertyOptional({ example: 'Three-bedroom villa, old split units in every room.', maxLength: details.max })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(details.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  details?: string;

  @ApiProperty({ enum: BOOLEAN_TEXTS, description: "Whether the visitor wants a free consultation, as the text 'true' or 'false'.", example: 'true' })
  @IsIn(BOOLEAN_TEXTS, rule('invalidOption'))
  @IsDefined(rule('required'))
  wantsConsultation!: BooleanText;
}

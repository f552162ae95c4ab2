import {
  BOOLEAN_TEXTS,
  type BooleanText,
  CURRENT_SYSTEM_AGES,
  type CurrentSystemAge,
  HOME_SIZES,
  type HomeSize,
  LEAD_FIELD_LIMITS,
  PREFERRED_BRANDS,
  type PreferredBrand,
  SERVICE_TYPES,
  type ServiceType,
} from '@costa-sol/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { rule, TrimToUndefined } from '../../../../shared/http/validation-rule';
import { AllowedCharacters, RequiredText } from '../../../../shared/http/text-field.decorators';
import { RequiredEmail, RequiredPhone } from '../../../../shared/http/contact-field.decorators';
import { LeadOriginDto } from './lead-origin.dto';

const { name, details } = LEAD_FIELD_LIMITS;

/*
 * Decorators run from the one nearest the property upwards, and only the first failing rule is reported,
 * so the type check sits nearest the property and the spec's rule above it.
 */
export class QuoteRequestDto extends LeadOriginDto {
  @RequiredText({ example: 'Laura Gómez', min: name.min, max: name.max, minRule: 'nameMin' })
  name!: string;

  @RequiredEmail('laura@example.com')
  email!: string;

  @RequiredPhone('+34 600 123 456')
  phone!: string;

  @ApiProperty({ enum: SERVICE_TYPES, example: 'heat-pump-system' })
  @IsIn(SERVICE_TYPES, rule('serviceTypeRequired'))
  @IsDefined(rule('serviceTypeRequired'))
  serviceType!: ServiceType;

  @ApiPropertyOptional({ nullable: true, enum: PREFERRED_BRANDS, example: 'daikin' })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(PREFERRED_BRANDS, rule('invalidOption'))
  preferredBrand?: PreferredBrand;

  @ApiPropertyOptional({ nullable: true, enum: HOME_SIZES, description: 'Floor area band in square feet.', example: '1500-2000' })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(HOME_SIZES, rule('invalidOption'))
  homeSize?: HomeSize;

  @ApiPropertyOptional({ nullable: true, enum: CURRENT_SYSTEM_AGES, example: '10-15' })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(CURRENT_SYSTEM_AGES, rule('invalidOption'))
  currentSystemAge?: CurrentSystemAge;

  @ApiPropertyOptional({ nullable: true, example: 'Three-bedroom villa, old split units in every room.', maxLength: details.max })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(details.max, rule('tooLong'))
  @AllowedCharacters(true)
  @IsString(rule('invalidInput'))
  details?: string;

  @ApiProperty({
    enum: BOOLEAN_TEXTS,
    description: "Whether the visitor wants a free consultation, as the text 'true' or 'false'.",
    example: 'true',
  })
  @IsIn(BOOLEAN_TEXTS, rule('invalidOption'))
  @IsDefined(rule('required'))
  wantsConsultation!: BooleanText;
}

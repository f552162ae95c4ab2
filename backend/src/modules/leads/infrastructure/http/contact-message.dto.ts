import { EMAIL_PATTERN, LEAD_FIELD_LIMITS, PHONE_PATTERN, SERVICES_NEEDED, type ServiceNeeded } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { rule, Trim } from '../../../../shared/http/validation-rule';
import { LeadOriginDto } from './lead-origin.dto';

const { name, email, phone, message } = LEAD_FIELD_LIMITS;

/* Rule order: see quote-request.dto.ts. */
export class ContactMessageDto extends LeadOriginDto {
  @ApiProperty({ example: 'Erik', minLength: name.min, maxLength: name.max })
  @Trim()
  @MaxLength(name.max, rule('tooLong'))
  @MinLength(name.min, rule('firstNameMin'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  firstName!: string;

  @ApiProperty({ example: 'Lindqvist', minLength: name.min, maxLength: name.max })
  @Trim()
  @MaxLength(name.max, rule('tooLong'))
  @MinLength(name.min, rule('lastNameMin'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  lastName!: string;

  @ApiProperty({ example: 'erik@example.com', maxLength: email.max, pattern: EMAIL_PATTERN.source })
  @Trim()
  @Matches(EMAIL_PATTERN, rule('emailInvalid'))
  @MaxLength(email.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  email!: string;

  @ApiProperty({ example: '+46 70 123 45 67', minLength: phone.min, maxLength: phone.max, pattern: PHONE_PATTERN.source })
  @Trim()
  @Matches(PHONE_PATTERN, rule('phoneInvalid'))
  @MaxLength(phone.max, rule('tooLong'))
  @MinLength(phone.min, rule('phoneInvalid'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  phone!: string;

  @ApiProperty({ enum: SERVICES_NEEDED, example: 'maintenance-service' })
  @IsIn(SERVICES_NEEDED, rule('serviceNeededRequired'))
  @IsDefined(rule('serviceNeededRequired'))
  serviceNeeded!: ServiceNeeded;

  @ApiProperty({ example: 'Our heat pump shows error E7 since this morning.', minLength: message.min, maxLength: message.max })
  @Trim()
  @MaxLength(message.max, rule('tooLong'))
  @MinLength(message.min, rule('messageMin'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  message!: string;
}

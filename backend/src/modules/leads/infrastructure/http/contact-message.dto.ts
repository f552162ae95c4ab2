import { LEAD_FIELD_LIMITS, SERVICES_NEEDED, type ServiceNeeded } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn } from 'class-validator';
import { rule } from '../../../../shared/http/validation-rule';
import { RequiredText } from '../../../../shared/http/text-field.decorators';
import { RequiredEmail, RequiredPhone } from '../../../../shared/http/contact-field.decorators';
import { LeadOriginDto } from './lead-origin.dto';

const { name, message } = LEAD_FIELD_LIMITS;

export class ContactMessageDto extends LeadOriginDto {
  @RequiredText({ example: 'Erik', min: name.min, max: name.max, minRule: 'firstNameMin' })
  firstName!: string;

  @RequiredText({ example: 'Lindqvist', min: name.min, max: name.max, minRule: 'lastNameMin' })
  lastName!: string;

  @RequiredEmail('erik@example.com')
  email!: string;

  @RequiredPhone('+46 70 123 45 67')
  phone!: string;

  @ApiProperty({ enum: SERVICES_NEEDED, example: 'maintenance-service' })
  @IsIn(SERVICES_NEEDED, rule('serviceNeededRequired'))
  @IsDefined(rule('serviceNeededRequired'))
  serviceNeeded!: ServiceNeeded;

  @RequiredText({
    example: 'Our heat pump shows error E7 since this morning.',
    min: message.min,
    max: message.max,
    minRule: 'messageMin',
    multiline: true,
  })
  message!: string;
}

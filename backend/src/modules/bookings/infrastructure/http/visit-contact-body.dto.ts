import { BOOKING_FIELD_LIMITS, LANGUAGES, type Language } from '@costa-sol/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { OptionalEmail, RequiredEmail, RequiredPhone } from '../../../../shared/http/contact-field.decorators';
import { OptionalText, RequiredText } from '../../../../shared/http/text-field.decorators';
import { rule } from '../../../../shared/http/validation-rule';

const { name, address, notes } = BOOKING_FIELD_LIMITS;

/** The person a visit is for, as the visitor's booking and the office's visit both take them, but the e-mail address. */
abstract class VisitPersonBodyDto {
  @RequiredText({ example: 'Erik Lindqvist', min: name.min, max: name.max, minRule: 'nameMin' })
  name!: string;

  @RequiredPhone('+34 600 123 456')
  phone!: string;

  @OptionalText({ example: 'Calle Mar 3, Urb. Los Naranjos', max: address.max })
  address?: string;

  @OptionalText({ example: 'Gate code 1234; the unit is on the roof.', max: notes.max })
  notes?: string;

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'en', description: 'The language of the visitor’s e-mails.' })
  @IsOptional()
  @IsIn(LANGUAGES, rule('invalidOption'))
  language?: Language;
}

/** A visitor's own booking: the confirmation and the link to manage it go to this address. */
export abstract class VisitContactBodyDto extends VisitPersonBodyDto {
  @RequiredEmail('erik@example.com')
  email!: string;
}

/** A visit the office arranged: someone who has no e-mail address (a phone-only lead) is told by phone instead. */
export abstract class OfficeVisitContactBodyDto extends VisitPersonBodyDto {
  @OptionalEmail('erik@example.com', 'Where the confirmation, changes and reminder go; without one the visitor gets no e-mail.')
  email?: string;
}

import { EMAIL_PATTERN, LEAD_FIELD_LIMITS, PHONE_PATTERN } from '@costa-sol/common';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { rule, Trim } from './validation-rule';

/* Rule order as in shared/http/text-field.decorators.ts: presence and type first, then the field's rules. */

export function RequiredEmail(example: string): PropertyDecorator {
  const { max } = LEAD_FIELD_LIMITS.email;
  return applyDecorators(
    IsDefined(rule('required')),
    IsString(rule('invalidInput')),
    MaxLength(max, rule('tooLong')),
    Matches(EMAIL_PATTERN, rule('emailInvalid')),
    Trim(),
    ApiProperty({ example, maxLength: max, pattern: EMAIL_PATTERN.source }),
  );
}

export function RequiredPhone(example: string): PropertyDecorator {
  const { min, max } = LEAD_FIELD_LIMITS.phone;
  return applyDecorators(
    IsDefined(rule('required')),
    IsString(rule('invalidInput')),
    MinLength(min, rule('phoneInvalid')),
    MaxLength(max, rule('tooLong')),
    Matches(PHONE_PATTERN, rule('phoneInvalid')),
    Trim(),
    ApiProperty({ example, minLength: min, maxLength: max, pattern: PHONE_PATTERN.source }),
  );
}

import { EMAIL_PATTERN, LEAD_FIELD_LIMITS, PHONE_PATTERN } from '@costa-sol/common';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { rule, Trim, TrimToUndefined } from './validation-rule';

/* Rule order as in shared/http/text-field.decorators.ts: presence and type first, then the field's rules. */

export function RequiredEmail(example: string): PropertyDecorator {
  const { max } = LEAD_FIELD_LIMITS.email;
  return applyDecorators(
    IsDefined(rule('required')),
    ...emailRules(max),
    Trim(),
    ApiProperty({ example, maxLength: max, pattern: EMAIL_PATTERN.source }),
  );
}

/** An e-mail address that may be left out (absent, null or blank); when given, the rules of a required one. */
export function OptionalEmail(example: string, description: string): PropertyDecorator {
  const { max } = LEAD_FIELD_LIMITS.email;
  return applyDecorators(
    IsOptional(),
    ...emailRules(max),
    TrimToUndefined(),
    ApiPropertyOptional({ example, maxLength: max, pattern: EMAIL_PATTERN.source, description }),
  );
}

function emailRules(max: number): PropertyDecorator[] {
  return [IsString(rule('invalidInput')), MaxLength(max, rule('tooLong')), Matches(EMAIL_PATTERN, rule('emailInvalid'))];
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

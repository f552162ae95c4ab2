import { EMAIL_PATTERN, LEAD_FIELD_LIMITS, PHONE_PATTERN, type ValidationMessageCode } from '@costa-sol/common';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { rule, Trim } from '../../../../shared/http/validation-rule';

/*
 * Only the first failing rule of a field is reported, and class-validator checks them in the order they are
 * applied, so each list starts with presence and type, then the spec's rule.
 */

/** A required, trimmed text with the spec's minimum (and its message) and a maximum. */
export function RequiredText(options: { example: string; min: number; max: number; minRule: ValidationMessageCode }): PropertyDecorator {
  const { example, min, max, minRule } = options;
  return applyDecorators(
    IsDefined(rule('required')),
    IsString(rule('invalidInput')),
    MinLength(min, rule(minRule)),
    MaxLength(max, rule('tooLong')),
    Trim(),
    ApiProperty({ example, minLength: min, maxLength: max }),
  );
}

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

import { MULTI_LINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN, type ValidationMessageCode } from '@costa-sol/common';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { rule, Trim } from './validation-rule';

/*
 * Only the first failing rule of a field is reported, and class-validator checks them in the order they are
 * applied, so each list starts with presence and type, then the field's own rules.
 */

interface RequiredTextOptions {
  example?: string;
  description?: string;
  min: number;
  max: number;
  /** The message when the text is shorter than `min`. */
  minRule: ValidationMessageCode;
  pattern?: { regex: RegExp; rule: ValidationMessageCode };
  /** Line breaks allowed (a message, an answer); otherwise one line (a name, a question). */
  multiline?: boolean;
}

/** No control or bidirectional-control characters; no line breaks either unless `multiline`. */
export function AllowedCharacters(multiline = false): PropertyDecorator {
  return Matches(multiline ? MULTI_LINE_TEXT_PATTERN : SINGLE_LINE_TEXT_PATTERN, rule('invalidCharacters'));
}

/** A required, trimmed text with a minimum (and its message), a maximum, and maybe a pattern. */
export function RequiredText({ example, description, min, max, minRule, pattern, multiline }: RequiredTextOptions): PropertyDecorator {
  return applyDecorators(
    IsDefined(rule('required')),
    IsString(rule('invalidInput')),
    AllowedCharacters(multiline),
    MinLength(min, rule(minRule)),
    MaxLength(max, rule('tooLong')),
    ...(pattern ? [Matches(pattern.regex, rule(pattern.rule))] : []),
    Trim(),
    ApiProperty({ example, description, minLength: min, maxLength: max, ...(pattern && { pattern: pattern.regex.source }) }),
  );
}

/** An optional, trimmed text with a maximum. */
export function OptionalText({ example, max }: { example: string; max: number }): PropertyDecorator {
  return applyDecorators(
    IsString(rule('invalidInput')),
    MaxLength(max, rule('tooLong')),
    IsOptional(),
    Trim(),
    ApiPropertyOptional({ example, maxLength: max }),
  );
}

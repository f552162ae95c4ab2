import { CASE_STUDY_FIELD_LIMITS, SINGLE_LINE_TEXT_PATTERN } from '@costa-sol/common';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsInt, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { rule } from '../../../../shared/http/validation-rule';

const L = CASE_STUDY_FIELD_LIMITS;

/** Whole euros per year. */
export function EuroAmount(example: number): PropertyDecorator {
  return applyDecorators(
    IsDefined(rule('required')),
    IsInt(rule('invalidInput')),
    Min(L.energyCost.min, rule('invalidInput')),
    Max(L.energyCost.max, rule('invalidInput')),
    ApiProperty({ example, minimum: L.energyCost.min, maximum: L.energyCost.max, description: 'Whole euros per year.' }),
  );
}

/** Trims every line and leaves out empty ones; anything but a list is left for the rules to refuse. */
function TrimLines(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value.map((line: unknown) => (typeof line === 'string' ? line.trim() : line)).filter((line) => line !== '')
      : value,
  );
}

/** A list of short one-line texts (issues, benefits); the other language's list must have as many. */
export function LineList(example: string[]): PropertyDecorator {
  const each = (code: Parameters<typeof rule>[0]) => ({ ...rule(code), each: true });
  return applyDecorators(
    IsDefined(rule('required')),
    IsArray(rule('invalidInput')),
    ArrayMinSize(L.listItems.min, rule('required')),
    ArrayMaxSize(L.listItems.max, rule('tooLong')),
    IsString(each('invalidInput')),
    Matches(SINGLE_LINE_TEXT_PATTERN, each('invalidCharacters')),
    MinLength(L.listItem.min, each('textTooShort')),
    MaxLength(L.listItem.max, each('tooLong')),
    TrimLines(),
    ApiProperty({
      type: [String],
      example,
      minItems: L.listItems.min,
      maxItems: L.listItems.max,
      description: `One line each, ${L.listItem.min} to ${L.listItem.max} characters; as many as in the other language.`,
    }),
  );
}

import { VALIDATION_MESSAGES, type ValidationMessageCode } from '@costa-sol/common';
import { Transform } from 'class-transformer';
import type { ValidationOptions } from 'class-validator';

/** Options for a class-validator decorator: the shared English message, and its code for other languages. */
export function rule(code: ValidationMessageCode): ValidationOptions {
  return { message: VALIDATION_MESSAGES.en[code], context: { code } };
}

/**
 * Trims text; an empty optional field counts as not sent, and so does null (the validation pipe lets null through
 * only where the field's ApiProperty says `nullable`).
 */
export function TrimToUndefined(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });
}

export function Trim(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
}

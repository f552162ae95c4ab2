import { ADMIN_FORM_MESSAGES, type Language, VALIDATION_MESSAGES } from '@costa-sol/common';
import type { FormWords } from '../../../lib/entity-form-schema';

type TextLimits = Record<string, { min?: number; max: number }>;

/**
 * The admin forms' words for a text of the common schema that is too short or too long: the limit in numbers ("Use
 * at least 2 characters"), and "Required" for an empty one; `own` gives a field words of its own (a range, a choice).
 */
export function ownerFormWords(language: Language, limits: TextLimits, own: Record<string, string> = {}): FormWords {
  const m = ADMIN_FORM_MESSAGES[language];
  const required = VALIDATION_MESSAGES[language].required;
  return (field, code, body) => {
    const value = body[field];
    if (code === 'required' || (typeof value === 'string' && value.trim() === '' && code === 'textTooShort')) return own[field] ?? required;
    if (own[field] !== undefined) return own[field];
    const limit = limits[field];
    if (limit === undefined) return undefined;
    if (code === 'textTooShort') return m.textMin(limit.min ?? 0);
    return code === 'tooLong' ? m.textMax(limit.max) : undefined;
  };
}

/** A number field as the API takes it: digits as a number; anything else goes as typed, for the schema to refuse. */
export const wholeNumberOf = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text) : text);

/** A photo picker's value as the API takes it: an image's id, or null for none (the API clears the photo). */
export const photoIdOf = (id: string): string | null => id || null;

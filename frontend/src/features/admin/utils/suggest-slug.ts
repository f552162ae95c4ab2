import { QA_FIELD_LIMITS } from '@costa-sol/common';

/**
 * A slug proposed from a name or a question: accents dropped (ñ → n), lowercase, every run of other characters
 * becomes one hyphen, no hyphen at either end, cut to the longest slug allowed. The result matches SLUG_PATTERN
 * (or is empty when the text has no letter or digit).
 */
export function suggestSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, QA_FIELD_LIMITS.slug.max)
    .replace(/-+$/, '');
}

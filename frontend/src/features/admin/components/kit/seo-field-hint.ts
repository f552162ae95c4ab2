import { endsInsidePhrase } from '@costa-sol/common';

interface SeoFieldHint {
  /** The field's text as typed. */
  text: string;
  max: number;
  /** "12 of 60 characters…", in the admin's language. */
  count: (count: number, max: number) => string;
  /** The warning of a text that would end inside a phrase, in the admin's language. */
  warning: string;
}

/**
 * A search title, description or share text's counter: its length against the limit, and a warning when an engine
 * would cut it (longer than the limit) or it ends inside a phrase: the rule of common endsInsidePhrase, the one the
 * site's title test applies to every page.
 */
export function seoFieldHint({ text, max, count, warning }: SeoFieldHint): string {
  const length = text.trim().length;
  return length > max || endsInsidePhrase(text) ? `${count(length, max)} ${warning}` : count(length, max);
}

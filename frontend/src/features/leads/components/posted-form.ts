import { type Language, type LeadFormPost, VALIDATION_MESSAGES } from '@costa-sol/common';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

/**
 * A form's values as posted without JavaScript (docs/product.md, "Forms without JavaScript"): every field the form
 * has, as typed; a checkbox is checked when it was posted as 'true'.
 */
export function postedValues<V extends FieldValues>(defaults: V, post: LeadFormPost): V {
  const values: Record<string, string | boolean> = {};
  for (const [field, empty] of Object.entries(defaults)) {
    const posted = Object.hasOwn(post.values, field) ? post.values[field] : undefined;
    values[field] = typeof empty === 'boolean' ? posted === 'true' : (posted ?? '');
  }
  return values as V;
}

/** The server's first failing rule of each field, as react-hook-form errors in the page's language. */
export function postedErrors<V extends FieldValues>(
  post: LeadFormPost,
  language: Language,
  isField: (field: string) => field is Path<V>,
): FieldErrors<V> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [field, code] of Object.entries(post.fieldErrors)) {
    if (isField(field)) errors[field] = { type: 'server', message: VALIDATION_MESSAGES[language][code] };
  }
  return errors as FieldErrors<V>;
}

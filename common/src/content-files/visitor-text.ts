import { z } from 'zod';
import type { Language } from '../i18n/languages';
import { interpolate, unknownReferences } from '../content/interpolate';

const MARKUP = /\*\*|__|`|<[a-z!/][^>]*>|\]\(/i;

/**
 * A visitor sentence as a content file writes it: not empty, its `{{claims.…}}`, `{{business.…}}` and `{{site.…}}`
 * references only to names the code holds. `plain`: the page shows it as written, so no Markdown emphasis, links or HTML.
 */
export function visitorText({ plain = false }: { plain?: boolean } = {}) {
  return z
    .string()
    .trim()
    .min(1)
    .superRefine((value, context) => {
      for (const reference of unknownReferences(value))
        context.addIssue({ code: 'custom', message: `Unknown reference ${reference} (see docs/architecture.md, "Content files")` });
      if (plain && MARKUP.test(value))
        context.addIssue({ code: 'custom', message: 'plain text: no Markdown emphasis, links or HTML (the page shows it as written)' });
    });
}

/** The same, with its references filled in and formatted for one language. */
export function visitorTextIn(language: Language, options: { plain?: boolean } = {}) {
  return visitorText(options).transform((value) => interpolate(value, language));
}

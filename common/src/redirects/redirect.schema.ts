import { z } from 'zod/mini';
import { isRedirectPath, REDIRECT_PATH_MAX, REDIRECT_PATH_PATTERN } from './redirect-rules';

const NOT_SERVED =
  'Never under /api, /admin, /media, /assets, /images, /analytics or /share, nor /sitemap.xml, /robots.txt, /speculation-rules.json or /favicon.svg; no dot segment (. or .., escaped or not), no escaped slash, and every escape the lower-case UTF-8 one of a character that needs it (isRedirectPath in common).';

/** A path of the public site, as it is served (isRedirectPath), trimmed. */
const sitePath = (example: string, description: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidInput') })
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(REDIRECT_PATH_MAX, 'tooLong'),
      z.regex(REDIRECT_PATH_PATTERN, 'redirectPathInvalid'),
      z.refine(isRedirectPath, 'redirectPathInvalid'),
    )
    .register(z.globalRegistry, { example, description: `${description} ${NOT_SERVED}` });

/**
 * A redirect staff add (POST /api/admin/redirects; the Redirects screen's form): the one shape of it. Loops and paths a
 * page owns are the API's to find, against what is stored.
 */
export const redirectSchema = z
  .strictObject({
    fromPath: sitePath(
      '/qa/heating/old-question',
      'The old path: lower case, no query, and no page may render there today (fieldErrors.fromPath).',
    ),
    toPath: sitePath('/qa/heating/new-question', 'Where visitors go instead; a path that itself redirects is followed to its end.'),
  })
  .check(z.refine((redirect) => redirect.fromPath !== redirect.toPath, { message: 'redirectSamePath', path: ['toPath'] }));

export type RedirectBody = z.output<typeof redirectSchema>;

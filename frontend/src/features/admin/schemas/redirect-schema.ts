import { ADMIN_FORM_MESSAGES, isRedirectPath, type Language, REDIRECT_PATH_MAX, VALIDATION_MESSAGES } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import { fieldGuard } from './qa-fields';

/** A path of this site as the API accepts it (isRedirectPath), with the API's own words; a field shows its first. */
const sitePath = (language: Language) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, VALIDATION_MESSAGES[language].required),
      z.maxLength(REDIRECT_PATH_MAX, ADMIN_FORM_MESSAGES[language].textMax(REDIRECT_PATH_MAX)),
      z.refine(isRedirectPath, VALIDATION_MESSAGES[language].redirectPathInvalid),
    );

/** The add form of the Redirects screen: POST /api/admin/redirects's body. Loops and pages' paths are the API's to find. */
export function redirectSchema(language: Language) {
  return z.object({ fromPath: sitePath(language), toPath: sitePath(language) }).check(
    z.superRefine((values, context) => {
      if (values.fromPath === values.toPath)
        context.addIssue({ code: 'custom', path: ['toPath'], message: VALIDATION_MESSAGES[language].redirectSamePath });
    }),
  );
}

export type RedirectFormValues = z.input<ReturnType<typeof redirectSchema>>;
export type RedirectRequest = z.output<ReturnType<typeof redirectSchema>>;

export const REDIRECT_DEFAULTS: RedirectFormValues = { fromPath: '', toPath: '' };
export const isRedirectField = fieldGuard(REDIRECT_DEFAULTS);

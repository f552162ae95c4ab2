import { type Language, redirectSchema as redirectEntity } from '@costa-sol/common';
import { entityFormSchema } from '../../../lib/entity-form-schema';
import type { z } from '../../../lib/zod';
import { fieldGuard } from './qa-fields';

export interface RedirectFormValues {
  fromPath: string;
  toPath: string;
}

/** The add form of the Redirects screen: common's redirect schema, the API's words in the admin language. */
export function redirectSchema(language: Language) {
  return entityFormSchema(redirectEntity, language, (values: RedirectFormValues) => ({ ...values }));
}

export type RedirectRequest = z.output<ReturnType<typeof redirectSchema>>;

export const REDIRECT_DEFAULTS: RedirectFormValues = { fromPath: '', toPath: '' };
export const isRedirectField = fieldGuard(REDIRECT_DEFAULTS);

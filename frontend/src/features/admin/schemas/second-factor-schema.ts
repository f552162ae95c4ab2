import { type Language, VALIDATION_MESSAGES } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import { secondFactorCodeField } from './login-schema';
import { fieldGuard } from './qa-fields';

/** Turning two-step sign-in on: the app's first code; yields POST /api/auth/second-factor/enable's body. */
export function enableSecondFactorSchema(language: Language) {
  return z.object({ code: secondFactorCodeField(language) });
}

/** Turning it off: the account's password; yields POST /api/auth/second-factor/disable's body. */
export function disableSecondFactorSchema(language: Language) {
  return z.object({ password: z.string().check(z.minLength(1, VALIDATION_MESSAGES[language].required)) });
}

export type EnableSecondFactorValues = z.input<ReturnType<typeof enableSecondFactorSchema>>;
export type EnableSecondFactorRequest = z.output<ReturnType<typeof enableSecondFactorSchema>>;
export type DisableSecondFactorValues = z.input<ReturnType<typeof disableSecondFactorSchema>>;
export type DisableSecondFactorRequest = z.output<ReturnType<typeof disableSecondFactorSchema>>;

export const ENABLE_SECOND_FACTOR_DEFAULTS: EnableSecondFactorValues = { code: '' };
export const DISABLE_SECOND_FACTOR_DEFAULTS: DisableSecondFactorValues = { password: '' };
export const isEnableSecondFactorField = fieldGuard(ENABLE_SECOND_FACTOR_DEFAULTS);

import { type Language, STAFF_SESSION_LIMITS, VALIDATION_MESSAGES } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import type { SecuritySettingsDto } from '../api/session-types';
import { fieldGuard } from './qa-fields';

/** A whole number typed in a text field, within the bounds the API checks (the same codes: tooSmall, tooLarge). */
function boundedWholeNumber(language: Language, { min, max }: { min: number; max: number }) {
  const v = VALIDATION_MESSAGES[language];
  return z.pipe(
    z.pipe(z.string().check(z.trim(), z.minLength(1, v.required), z.regex(/^\d+$/, v.invalidInput)), z.transform(Number)),
    z.number().check(z.minimum(min, v.tooSmall), z.maximum(max, v.tooLarge)),
  );
}

/** The owner's security settings; yields PUT /api/admin/security-settings's body. */
export function securitySettingsSchema(language: Language) {
  return z.object({
    idleMinutes: boundedWholeNumber(language, STAFF_SESSION_LIMITS.idleMinutes),
    absoluteHours: boundedWholeNumber(language, STAFF_SESSION_LIMITS.absoluteHours),
    requireSecondFactorForOwners: z.boolean(),
  });
}

export type SecuritySettingsFormValues = z.input<ReturnType<typeof securitySettingsSchema>>;
export type SecuritySettingsRequest = z.output<ReturnType<typeof securitySettingsSchema>>;

export function securitySettingsFormValues(settings: SecuritySettingsDto): SecuritySettingsFormValues {
  return {
    idleMinutes: String(settings.idleMinutes),
    absoluteHours: String(settings.absoluteHours),
    requireSecondFactorForOwners: settings.requireSecondFactorForOwners,
  };
}

export const isSecuritySettingsField = fieldGuard(
  securitySettingsFormValues({
    idleMinutes: STAFF_SESSION_LIMITS.idleMinutes.default,
    absoluteHours: STAFF_SESSION_LIMITS.absoluteHours.default,
    requireSecondFactorForOwners: false,
  }),
);

import {
  ADMIN_FORM_MESSAGES,
  type Language,
  STAFF_PASSWORD_LIMITS,
  STAFF_PASSWORD_MESSAGES,
  staffPasswordProblem,
  VALIDATION_MESSAGES,
} from '@costa-sol/common';
import { z } from '../../../lib/zod';
import { adminText } from '../content/admin-text';
import { fieldGuard } from './qa-fields';

/** Whose password it is: none of their e-mail or name may be in it. Empty when the screen does not know them. */
export interface PasswordOwner {
  email: string;
  name: string;
}

export const UNKNOWN_OWNER: PasswordOwner = { email: '', name: '' };

/** A new staff password, checked by the rules the API applies too (common/src/auth/staff-password.ts), in the admin's language. */
function newPasswordField(language: Language, owner: PasswordOwner) {
  return z.string().check(
    z.superRefine((password, context) => {
      if (password === '') {
        context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES[language].required, input: password });
        return;
      }
      const problem = staffPasswordProblem(password, owner);
      if (problem) context.addIssue({ code: 'custom', message: STAFF_PASSWORD_MESSAGES[language][problem], input: password });
    }),
  );
}

/** The password typed once more: it must be the same. */
function repeatCheck<T extends { repeatPassword: string }>(language: Language, password: (values: T) => string) {
  return z.superRefine<T>((values, context) => {
    if (values.repeatPassword !== password(values))
      context.addIssue({
        code: 'custom',
        path: ['repeatPassword'],
        message: adminText[language].staff.passwordsDiffer,
        input: values.repeatPassword,
      });
  });
}

/** Choosing a password from an e-mail link (invitation, reset); yields { password } of the request. */
export function choosePasswordSchema(language: Language, owner: PasswordOwner) {
  return z
    .object({ password: newPasswordField(language, owner), repeatPassword: z.string() })
    .check(repeatCheck(language, (values) => values.password));
}

export type ChoosePasswordValues = z.input<ReturnType<typeof choosePasswordSchema>>;
export const CHOOSE_PASSWORD_DEFAULTS: ChoosePasswordValues = { password: '', repeatPassword: '' };
export const isChoosePasswordField = fieldGuard(CHOOSE_PASSWORD_DEFAULTS);

/** Changing one's own password; yields POST /api/auth/password's body (and the repeat, not sent). */
export function changePasswordSchema(language: Language, owner: PasswordOwner) {
  const max = STAFF_PASSWORD_LIMITS.max;
  return z
    .object({
      currentPassword: z
        .string()
        .check(z.minLength(1, VALIDATION_MESSAGES[language].required), z.maxLength(max, ADMIN_FORM_MESSAGES[language].textMax(max))),
      newPassword: newPasswordField(language, owner),
      repeatPassword: z.string(),
    })
    .check(repeatCheck(language, (values) => values.newPassword));
}

export type ChangePasswordValues = z.input<ReturnType<typeof changePasswordSchema>>;
export const CHANGE_PASSWORD_DEFAULTS: ChangePasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' };
export const isChangePasswordField = fieldGuard(CHANGE_PASSWORD_DEFAULTS);

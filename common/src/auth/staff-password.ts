import type { Language } from '../i18n/languages';
import { ADMIN_FIELD_LIMITS } from '../qa/qa-rules';

/**
 * The rules a staff password must meet that both sides can check before sending. The API adds a strength estimate
 * (zxcvbn against common passwords and the person's own e-mail and name), which only it runs.
 */
export const STAFF_PASSWORD_LIMITS = { min: 12, max: ADMIN_FIELD_LIMITS.password.max } as const;

export const STAFF_PASSWORD_PROBLEMS = ['tooShort', 'tooLong', 'containsPersonalInfo', 'tooWeak'] as const;
export type StaffPasswordProblem = (typeof STAFF_PASSWORD_PROBLEMS)[number];

export const STAFF_PASSWORD_MESSAGES: Record<Language, Record<StaffPasswordProblem, string>> = {
  en: {
    tooShort: `Use at least ${STAFF_PASSWORD_LIMITS.min} characters`,
    tooLong: `Use at most ${STAFF_PASSWORD_LIMITS.max} characters`,
    containsPersonalInfo: 'Do not use your e-mail address or your name in your password',
    tooWeak: 'This password is too easy to guess: add more words or characters',
  },
  es: {
    tooShort: `Usa al menos ${STAFF_PASSWORD_LIMITS.min} caracteres`,
    tooLong: `Usa como máximo ${STAFF_PASSWORD_LIMITS.max} caracteres`,
    containsPersonalInfo: 'No uses tu correo electrónico ni tu nombre en la contraseña',
    tooWeak: 'Esta contraseña es demasiado fácil de adivinar: añade más palabras o caracteres',
  },
};

/** Parts of the person's e-mail and name of 3 or more letters, lowercased: none may appear in the password. */
function personalWords(person: { email: string; name: string }): string[] {
  const [local = '', domain = ''] = person.email.toLowerCase().split('@');
  const words = [local, ...local.split(/[^\p{L}\p{N}]+/u), domain.split('.')[0] ?? '', ...person.name.toLowerCase().split(/\s+/)];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/** The first rule the password breaks that needs no strength estimate, or undefined. */
export function staffPasswordProblem(password: string, person: { email: string; name: string }): StaffPasswordProblem | undefined {
  if (password.length < STAFF_PASSWORD_LIMITS.min) return 'tooShort';
  if (password.length > STAFF_PASSWORD_LIMITS.max) return 'tooLong';
  const lower = password.toLowerCase();
  if (personalWords(person).some((word) => lower.includes(word))) return 'containsPersonalInfo';
  return undefined;
}

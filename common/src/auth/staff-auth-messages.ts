import type { Language } from '../i18n/languages';
import { STAFF_LINK_LIFETIMES } from './staff-roles';

/** The answers of the staff account routes that the admin screens show as they are (the API sends the English). */
export const STAFF_AUTH_MESSAGES = {
  en: {
    linkExpired: 'This link has expired or has already been used.',
    resetRequested: `If an account uses this address, we have sent it a link to choose a new password. The link works for ${STAFF_LINK_LIFETIMES.passwordResetMinutes} minutes.`,
    currentPasswordWrong: 'The current password is not correct.',
    roleRefused: 'Your role does not allow this.',
    emailTaken: 'A user with this e-mail address already exists.',
    lastOwner: 'There must always be at least one active owner.',
    notInvited: 'This user has already accepted their invitation.',
  },
  es: {
    linkExpired: 'Este enlace ha caducado o ya se ha usado.',
    resetRequested: `Si alguna cuenta usa esta dirección, le hemos enviado un enlace para elegir una contraseña nueva. El enlace funciona durante ${STAFF_LINK_LIFETIMES.passwordResetMinutes} minutos.`,
    currentPasswordWrong: 'La contraseña actual no es correcta.',
    roleRefused: 'Tu rol no permite hacer esto.',
    emailTaken: 'Ya existe un usuario con esta dirección de correo electrónico.',
    lastOwner: 'Siempre debe haber al menos un propietario activo.',
    notInvited: 'Este usuario ya ha aceptado su invitación.',
  },
} as const satisfies Record<Language, Record<string, string>>;

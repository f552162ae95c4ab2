import type { Language } from '../i18n/languages';

/**
 * How long a staff session lasts. The access token is short and renewed in the background from the refresh cookie;
 * the session ends after `idleMinutes` without a renewal (a working day) or `absoluteHours` after sign-in, whatever
 * the person is doing. The owner sets both within these bounds (GET/PUT /api/admin/security-settings).
 */
export const STAFF_SESSION_LIMITS = {
  accessTokenMinutes: 15,
  idleMinutes: { default: 480, min: 15, max: 1440 },
  absoluteHours: { default: 168, min: 1, max: 720 },
} as const;

/** The second factor: RFC 6238 time-based codes (SHA-1, 30-second steps, 6 digits), as every authenticator app reads them. */
export const SECOND_FACTOR = {
  digits: 6,
  stepSeconds: 30,
  /** Steps either side of now that are still accepted (a phone clock a little off). */
  window: 1,
  issuer: 'Costa Sol HVAC admin',
} as const;

/** Stable codes of the session answers the admin screens act on (ErrorDto.code). */
export const STAFF_SESSION_CODES = {
  /** 401 from POST /api/auth/login: the password was right, the account has a second factor, send `code` too. */
  secondFactorRequired: 'AUTH.SECOND_FACTOR_REQUIRED',
  /** 401 from POST /api/auth/login: the code is wrong or already used (counts as a failed sign-in). */
  secondFactorWrong: 'AUTH.SECOND_FACTOR_WRONG',
  /** 403 from any admin route but the account ones: owners must set up a second factor first (security setting). */
  secondFactorSetupRequired: 'AUTH.SECOND_FACTOR_SETUP_REQUIRED',
  /** 401 from POST /api/auth/refresh: no refresh cookie, or its session has ended (idle, absolute limit, signed out, replayed). */
  sessionEnded: 'AUTH.SESSION_ENDED',
} as const;

export const STAFF_SESSION_MESSAGES = {
  en: {
    secondFactorRequired: 'Enter the 6-digit code from your authenticator app.',
    secondFactorWrong: 'The code is not correct. Check the time on your phone and try the newest code.',
    secondFactorSetupRequired: 'Owners must set up two-step sign-in before they go on.',
    sessionEnded: 'Your session has ended. Please sign in again.',
    secondFactorOwnFirst: 'Set up two-step sign-in on your own account first.',
    secondFactorKeptForOwners: 'Owners must keep two-step sign-in while the security settings require it.',
    sessionNotFound: 'No such session.',
  },
  es: {
    secondFactorRequired: 'Introduce el código de 6 cifras de tu aplicación de autenticación.',
    secondFactorWrong: 'El código no es correcto. Comprueba la hora de tu móvil y prueba el código más reciente.',
    secondFactorSetupRequired: 'Los propietarios deben activar el inicio de sesión en dos pasos antes de continuar.',
    sessionEnded: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
    secondFactorOwnFirst: 'Activa primero el inicio de sesión en dos pasos en tu propia cuenta.',
    secondFactorKeptForOwners:
      'Los propietarios deben mantener el inicio de sesión en dos pasos mientras la configuración de seguridad lo exija.',
    sessionNotFound: 'Esa sesión no existe.',
  },
} as const satisfies Record<Language, Record<string, string>>;

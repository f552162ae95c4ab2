import { type Language, STAFF_LINK_LIFETIMES, STAFF_ROLE_LABELS, type StaffRole } from '@costa-sol/common';

const { invitationHours, passwordResetMinutes } = STAFF_LINK_LIFETIMES;

/** The staff account e-mails in both languages; the name, the role and the brand (business settings) are filled in by the builders. */
export const STAFF_EMAIL_TEXT = {
  en: {
    invitation: {
      subject: (brand: string) => `You are invited to the ${brand} admin`,
      greeting: (name: string) => `Hello ${name},`,
      body: (role: StaffRole, brand: string) =>
        `You have been invited to the ${brand} website admin as ${STAFF_ROLE_LABELS.en[role]}. Open the link below to choose your password.`,
      link: 'Choose your password',
      expiry: `The link works once, for ${invitationHours} hours. If it has expired, ask the owner for a new invitation.`,
      notYou: 'If you did not expect this e-mail, you can ignore it.',
    },
    passwordReset: {
      subject: (brand: string) => `Choose a new password for the ${brand} admin`,
      greeting: (name: string) => `Hello ${name},`,
      body: 'Someone asked for a new password for your admin account. Open the link below to choose one.',
      link: 'Choose a new password',
      expiry: `The link works once, for ${passwordResetMinutes} minutes. Choosing a new password signs you out everywhere.`,
      notYou: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
    lockout: {
      subject: (brand: string) => `Sign-ins to your ${brand} admin account are paused`,
      greeting: (name: string) => `Hello ${name},`,
      body: (minutes: number) =>
        `Several wrong passwords were tried for your admin account, so signing in to it from browsers that have not signed in to it before is paused for ${minutes} minutes. A browser you have signed in with before still signs you in. Your password has not been changed.`,
      advice: 'If this was not you, choose a new password now: the link below signs you out everywhere as well.',
      link: 'Choose a new password',
    },
  },
  es: {
    invitation: {
      subject: (brand: string) => `Te invitamos a la administración de ${brand}`,
      greeting: (name: string) => `Hola, ${name}:`,
      body: (role: StaffRole, brand: string) =>
        `Te han invitado a la administración del sitio web de ${brand} con el rol ${STAFF_ROLE_LABELS.es[role]}. Abre el enlace de abajo para elegir tu contraseña.`,
      link: 'Elegir mi contraseña',
      expiry: `El enlace funciona una sola vez, durante ${invitationHours} horas. Si ha caducado, pide al propietario una invitación nueva.`,
      notYou: 'Si no esperabas este correo, puedes ignorarlo.',
    },
    passwordReset: {
      subject: (brand: string) => `Elige una contraseña nueva para la administración de ${brand}`,
      greeting: (name: string) => `Hola, ${name}:`,
      body: 'Alguien ha pedido una contraseña nueva para tu cuenta de administración. Abre el enlace de abajo para elegirla.',
      link: 'Elegir una contraseña nueva',
      expiry: `El enlace funciona una sola vez, durante ${passwordResetMinutes} minutos. Al elegir una contraseña nueva se cierran todas tus sesiones.`,
      notYou: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
    },
    lockout: {
      subject: (brand: string) => `Se ha pausado el inicio de sesión en tu cuenta de ${brand}`,
      greeting: (name: string) => `Hola, ${name}:`,
      body: (minutes: number) =>
        `Se han probado varias contraseñas incorrectas en tu cuenta de administración, así que el inicio de sesión desde navegadores que no la han usado antes queda pausado durante ${minutes} minutos. Un navegador con el que ya hayas iniciado sesión te sigue dejando entrar. Tu contraseña no ha cambiado.`,
      advice: 'Si no has sido tú, elige ahora una contraseña nueva: el enlace de abajo también cierra todas tus sesiones.',
      link: 'Elegir una contraseña nueva',
    },
  },
} satisfies Record<Language, unknown>;

import { STAFF_SESSION_LIMITS } from '@costa-sol/common';
import type { SessionsAdminText } from './admin-text-sessions-en';

const { idleMinutes, absoluteHours } = STAFF_SESSION_LIMITS;

/** Sesiones e inicio de sesión en dos pasos en español (parte de admin-text-es.ts). */
export const sessionsTextEs: SessionsAdminText = {
  login: {
    code: 'Código',
    codeHint: 'Las 6 cifras que muestra ahora tu aplicación de autenticación.',
    codeOrBackupHint: 'Las 6 cifras que muestra ahora tu aplicación de autenticación, o uno de tus códigos de respaldo.',
  },
  backupCodes: {
    title: 'Códigos de respaldo',
    showOnce:
      'Guarda estos códigos en un lugar seguro, lejos de tu móvil: cada uno te deja entrar una vez en lugar del código de la aplicación, si pierdes el móvil. Solo se muestran ahora.',
    listLabel: 'Tus códigos de respaldo',
    copy: 'Copiar',
    copied: 'Copiados',
    download: 'Descargar',
    fileName: 'codigos-de-respaldo.txt',
    fileHeading: 'Códigos de respaldo para entrar en la administración (cada uno sirve una vez)',
    saved: 'Ya los he guardado',
    left: (count: number) => (count === 1 ? 'Te queda 1 código de respaldo.' : `Te quedan ${count} códigos de respaldo.`),
    regenerate: 'Generar códigos de respaldo nuevos',
    regenerating: 'Generando códigos...',
    regenerateIntro: 'Introduce tu contraseña para recibir diez códigos de respaldo nuevos. Los que tienes ahora dejarán de funcionar.',
  },

  list: {
    title: 'Tus sesiones',
    intro: 'Dónde está abierta ahora tu cuenta. Cierra la sesión de un dispositivo que ya no uses o que no reconozcas.',
    tableLabel: 'Tus sesiones',
    columns: { device: 'Dispositivo', signedIn: 'Inicio de sesión', lastUsed: 'Último uso', actions: 'Acciones' },
    thisDevice: 'Este dispositivo',
    unknownDevice: 'Dispositivo desconocido',
    signOut: 'Cerrar sesión',
    signOutLabel: (device, signedIn) => `Cerrar la sesión de ${device}, iniciada el ${signedIn}`,
    signedOut: 'Se ha cerrado esa sesión',
    loading: 'Cargando tus sesiones...',
    empty: 'No hay sesiones.',
  },
  twoStep: {
    title: 'Inicio de sesión en dos pasos',
    offIntro:
      'El inicio de sesión en dos pasos está desactivado. Si lo activas, al iniciar sesión también se pide un código de una aplicación de autenticación de tu móvil, así que una contraseña robada no basta.',
    setUp: 'Configurar',
    settingUp: 'Preparando...',
    scan: 'Escanea este código QR con tu aplicación de autenticación o escribe en ella la clave. Después introduce el código que muestra la aplicación.',
    qrAlt: 'Código QR para añadir esta cuenta a tu aplicación de autenticación',
    secret: 'Clave',
    code: 'Código de la aplicación',
    turnOn: 'Activar',
    turningOn: 'Activando...',
    turnedOn: 'El inicio de sesión en dos pasos está activado',
    turnedOnText: 'Al iniciar sesión ahora también se pide un código de tu aplicación.',
    on: 'El inicio de sesión en dos pasos está activado: al iniciar sesión se pide un código de tu aplicación de autenticación.',
    turnOff: 'Desactivar',
    turnOffIntro: 'Introduce tu contraseña para desactivar el inicio de sesión en dos pasos.',
    password: 'Contraseña',
    turningOff: 'Desactivando...',
    turnedOff: 'El inicio de sesión en dos pasos está desactivado',
    turnedOffText: 'Al iniciar sesión solo se pide tu contraseña.',
    cancel: 'Cancelar',
    failed: 'No ha funcionado. Vuelve a intentarlo.',
  },
  setupRequired: { title: 'Falta el inicio de sesión en dos pasos' },
  security: {
    title: 'Seguridad',
    intro:
      'Cuánto duran las sesiones del personal y si los propietarios deben usar el inicio de sesión en dos pasos. Los cambios se aplican a todas las sesiones.',
    formLabel: 'Configuración de seguridad',
    idleMinutes: 'Cerrar la sesión tras estos minutos sin uso',
    idleHint: `Minutos, de ${idleMinutes.min} a ${idleMinutes.max} (${idleMinutes.default} es una jornada laboral).`,
    absoluteHours: 'Volver a iniciar sesión como máximo tras estas horas',
    absoluteHint: `Horas, de ${absoluteHours.min} a ${absoluteHours.max} (${absoluteHours.default} es una semana).`,
    requireSecondFactor: 'Exigir el inicio de sesión en dos pasos a los propietarios',
    requireHint:
      'Un propietario que no lo tenga deberá configurarlo antes de usar la administración. Configúralo primero en tu propia cuenta.',
    saved: 'Configuración de seguridad guardada',
    savedText: 'Se aplica a todas las sesiones a partir de ahora.',
  },
  users: {
    twoStep: 'Dos pasos',
    on: 'Activado',
    off: 'Desactivado',
    reset: 'Restablecer el inicio en dos pasos',
    resetLabel: (name) => `Restablecer el inicio de sesión en dos pasos de ${name}`,
    resetTitle: (name) => `¿Restablecer el inicio de sesión en dos pasos de ${name}?`,
    resetText:
      'Su aplicación de autenticación deja de servir para esta cuenta (por ejemplo, si ha perdido el móvil). Inicia sesión con su contraseña y puede volver a configurarlo.',
    resetDone: 'Inicio de sesión en dos pasos restablecido',
  },
};

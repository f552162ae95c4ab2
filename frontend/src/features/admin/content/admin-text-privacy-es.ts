import { LEAD_RETENTION_MONTHS } from '@costa-sol/common';
import type { PrivacyAdminText } from './admin-text-privacy-en';

/** La pantalla de datos personales en español (parte de admin-text-es.ts). */
export const privacyTextEs: PrivacyAdminText = {
  title: 'Datos personales',
  intro: `Cuando una persona pide una copia de sus datos o que se borren, búscala por el correo electrónico que usó. Los contactos que no terminaron en trabajo se suprimen solos ${LEAD_RETENTION_MONTHS} meses después del último contacto, como dice la política de privacidad.`,
  formLabel: 'Buscar a una persona',
  email: 'Correo electrónico',
  emailHint: 'En mayúsculas o minúsculas; el que usó para escribirnos.',
  find: 'Buscar',
  finding: 'Buscando…',
  held: (email: string) => `Datos de ${email}`,
  counts: { leads: 'Contactos', visits: 'Visitas', confirmations: 'Entradas de confirmación', emails: 'Correos' },
  nothing: 'No guardamos nada de esta dirección.',
  failed: 'No se ha podido hacer. Inténtalo de nuevo.',
  download: 'Descargar una copia (JSON)',
  erase: 'Suprimir a esta persona…',
  confirmTitle: '¿Suprimir a esta persona?',
  confirmText:
    'Se borran su nombre, correo, teléfono, mensajes y direcciones de todos los contactos y visitas, y los correos enviados a ella o sobre ella. Las estadísticas conservan los recuentos. No se puede deshacer.',
  confirm: 'Suprimir',
  erasing: 'Suprimiendo…',
  erased: 'Suprimida',
  erasedText: (leads: number, visits: number, emails: number) =>
    `${leads} contactos, ${visits} visitas y ${emails} correos ya no identifican a esta persona.`,
};

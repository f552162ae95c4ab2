import { LEAD_CHANNEL_LABELS } from '@costa-sol/common';
import type { LeadEntryAdminText } from './admin-text-lead-entry-en';

/** La pantalla «Nuevo contacto» y los demás filtros de la bandeja en español (parte de admin-text-es.ts). */
export const leadEntryTextEs: LeadEntryAdminText = {
  channels: LEAD_CHANNEL_LABELS.es,
  newLink: 'Nuevo contacto',
  title: 'Nuevo contacto',
  intro:
    'Un contacto que llegó por teléfono, WhatsApp o en persona. Entra en la bandeja en la etapa Nuevo, con tu nombre en su historial; no se envía ningún correo.',
  formLabel: 'Registrar un contacto',
  fields: {
    channel: 'Llegó por',
    chooseChannel: 'Elige cómo llegó',
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    contactHint: 'Un teléfono o un correo electrónico, o los dos.',
    serviceType: 'Tipo de servicio',
    chooseService: 'Elige un servicio',
    town: 'Localidad',
    details: 'Qué pidió',
    language: 'Idioma de la persona',
    chooseLanguage: 'Elige un idioma',
  },
  submit: 'Guardar contacto',
  saved: 'Contacto guardado',
  savedText: (name: string) => `${name} está en la bandeja como contacto nuevo.`,
  cancel: 'Volver a los contactos',
  timeline: (channel: string) => `Registrado a mano (${channel})`,
  timelineKind: 'Registro',
  filters: {
    from: 'Recibido desde',
    to: 'Recibido hasta',
    assignee: 'Asignado a',
    allAssignees: 'Todos',
    source: 'Origen (utm_source)',
    sourceHint: 'Tal como llegó, p. ej. google',
    channel: 'Llegó por',
    allChannels: 'Todos los canales',
    sort: 'Orden',
    sorts: { newest: 'Más recientes primero', oldest: 'Más antiguos primero' },
    apply: 'Aplicar',
    clear: 'Quitar filtros',
  },
  channelColumn: 'Llegó por',
  channelHint: 'Web: un formulario del sitio. Teléfono, WhatsApp, En persona: registrado por el equipo.',
  townLabel: 'Localidad',
};

import { type Language } from '@costa-sol/common';
import type { StaffContact } from '../../../auth/application/staff-directory';
import { renderEmail } from '../../../../shared/infrastructure/email-layout';
import { toHeaderText } from '../../../../shared/infrastructure/escape-html';
import type { OutgoingMail } from '../../../mail/application/outgoing-mail';
import { isEmergency, type Lead, leadPersonName } from '../../domain/lead';
import { leadServiceLabel } from './lead-service-label';

/** Every sentence of the e-mail that tells a staff user a lead is theirs, in both languages. */
const LEAD_ASSIGNED_TEXT = {
  en: {
    subject: (person: string, service: string) => `Lead assigned to you: ${person} – ${service}`,
    emergencySubject: (person: string, service: string) => `Emergency assigned to you: ${person} – ${service}`,
    title: 'A lead is yours',
    greeting: (name: string) => `Hello ${name}, this lead has been assigned to you.`,
    phone: (phone: string) => `Phone: ${phone}`,
    open: 'Open the lead in the admin',
    footer: 'Its details, notes and history are on its page in the admin.',
  },
  es: {
    subject: (person: string, service: string) => `Contacto asignado a ti: ${person} – ${service}`,
    emergencySubject: (person: string, service: string) => `Urgencia asignada a ti: ${person} – ${service}`,
    title: 'Un contacto es tuyo',
    greeting: (name: string) => `Hola ${name}, se te ha asignado este contacto.`,
    phone: (phone: string) => `Teléfono: ${phone}`,
    open: 'Abrir el contacto en el panel',
    footer: 'Sus datos, notas e historial están en su página del panel.',
  },
} as const satisfies Record<Language, unknown>;

/** In the assignee's language: who, for what, the phone to call, and the link to the lead; every value escaped. */
export function buildLeadAssignedEmail(lead: Lead, assignee: StaffContact, publicUrl: string): OutgoingMail {
  const language = assignee.language;
  const t = LEAD_ASSIGNED_TEXT[language];
  const person = leadPersonName(lead);
  const service = leadServiceLabel(lead, language);
  const subject = (isEmergency(lead) ? t.emergencySubject : t.subject)(person, service);
  const { text, html } = renderEmail(
    t.title,
    [
      { kind: 'paragraph', text: t.greeting(assignee.name) },
      { kind: 'paragraph', text: `${person} – ${service}` },
      ...(lead.fields.phone ? [{ kind: 'paragraph' as const, text: t.phone(lead.fields.phone) }] : []),
      { kind: 'link', text: t.open, href: `${publicUrl}/admin/leads/${lead.id}` },
      { kind: 'note', text: t.footer },
    ],
    language,
  );
  return { to: assignee.email, subject: toHeaderText(subject), text, html };
}

import { type Language } from '@costa-sol/common';
import { type EmailBlock, renderEmail } from '../../../../shared/infrastructure/email-layout';
import { toHeaderText } from '../../../../shared/infrastructure/escape-html';
import type { OutgoingMail } from '../../../mail/application/outgoing-mail';
import type { FollowUpDigest } from '../../application/follow-up/follow-up-digest-mailer.port';
import { type Lead, leadPersonName } from '../../domain/lead';
import { leadServiceLabel } from './lead-service-label';

/** Every sentence of the daily follow-up digest, in both languages (docs/product.md, "Follow-up dates"). */
const FOLLOW_UP_DIGEST_TEXT = {
  en: {
    subject: (day: string, due: number, overdue: number) => `Follow-ups for ${day}: ${due} due today, ${overdue} overdue`,
    title: (day: string) => `Your follow-ups for ${day}`,
    greeting: (name: string) => `Hello ${name}, these leads are waiting for you to get back to them.`,
    dueToday: (count: number) => `Due today (${count})`,
    overdue: (count: number) => `Overdue (${count})`,
    followUp: 'follow-up',
    footer: 'Sent every morning at 07:30 (Madrid time). Change or clear a follow-up date on the lead’s page in the admin.',
  },
  es: {
    subject: (day: string, due: number, overdue: number) => `Seguimientos del ${day}: ${due} para hoy, ${overdue} atrasados`,
    title: (day: string) => `Tus seguimientos del ${day}`,
    greeting: (name: string) => `Hola ${name}, estos contactos esperan que vuelvas a llamarlos o escribirles.`,
    dueToday: (count: number) => `Para hoy (${count})`,
    overdue: (count: number) => `Atrasados (${count})`,
    followUp: 'seguimiento',
    footer:
      'Se envía cada mañana a las 07:30 (hora de Madrid). Cambia o quita la fecha de seguimiento en la página del contacto en el panel.',
  },
} as const satisfies Record<Language, unknown>;

/** 'YYYY-MM-DD' as the office writes it: DD/MM/YYYY. */
function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

function leadLink(lead: Lead, language: Language, publicUrl: string): EmailBlock {
  const t = FOLLOW_UP_DIGEST_TEXT[language];
  const service = leadServiceLabel(lead, language);
  const when = lead.followUpOn ? ` (${t.followUp} ${dayText(lead.followUpOn)})` : '';
  return { kind: 'link', text: `${leadPersonName(lead)} – ${service}${when}`, href: `${publicUrl}/admin/leads/${lead.id}` };
}

/** One person's digest, in their language: each lead a link to its admin page; every value escaped by the layout. */
export function buildFollowUpDigestEmail(digest: FollowUpDigest, publicUrl: string): OutgoingMail {
  const { recipient, day, dueToday, overdue } = digest;
  const language = recipient.language;
  const t = FOLLOW_UP_DIGEST_TEXT[language];
  const section = (heading: string, leads: Lead[]): EmailBlock[] =>
    leads.length === 0 ? [] : [{ kind: 'paragraph', text: heading }, ...leads.map((lead) => leadLink(lead, language, publicUrl))];
  const { text, html } = renderEmail(
    t.title(dayText(day)),
    [
      { kind: 'paragraph', text: t.greeting(recipient.name) },
      ...section(t.dueToday(dueToday.length), dueToday),
      ...section(t.overdue(overdue.length), overdue),
      { kind: 'note', text: t.footer },
    ],
    language,
  );
  return { to: recipient.email, subject: toHeaderText(t.subject(dayText(day), dueToday.length, overdue.length)), text, html };
}

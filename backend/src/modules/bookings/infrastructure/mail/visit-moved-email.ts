import { BUSINESS, type Language, VISIT_KIND_LABELS } from '@costa-sol/common';
import { type EmailBlock, renderEmail } from '../../../../shared/infrastructure/email-layout';
import { formatReceived } from '../../../../shared/infrastructure/email-dates';
import type { OutgoingMail } from '../../../mail/application/outgoing-mail';
import type { Visit } from '../../domain/visit';

const VISIT_MOVED_TEXT: Record<
  Language,
  { subject: string; greeting: string; moved: string; what: string; when: string; town: string; questions: string; whyThisEmail: string }
> = {
  en: {
    subject: 'Your visit has a new time',
    greeting: 'Hello,',
    moved: 'We have changed your visit. A technician will come at the time below.',
    what: 'Visit',
    when: 'When (Madrid time)',
    town: 'Town',
    questions: 'If this time does not suit you, reply to this e-mail or call us.',
    whyThisEmail: 'You receive this e-mail because this address was given when booking a visit with us.',
  },
  es: {
    subject: 'Tu visita tiene una nueva hora',
    greeting: 'Hola:',
    moved: 'Hemos cambiado tu visita. Un técnico irá a la hora indicada.',
    what: 'Visita',
    when: 'Cuándo (hora de Madrid)',
    town: 'Municipio',
    questions: 'Si esta hora no te viene bien, responde a este correo o llámanos.',
    whyThisEmail: 'Recibes este correo porque esta dirección se indicó al reservar una visita con nosotros.',
  },
};

/** Tells the visitor the new time of their visit, in the language they booked in (nothing they typed is repeated). */
export function visitorVisitMovedEmail(visit: Visit, townName: string): OutgoingMail {
  const language = visit.contact.language;
  const t = VISIT_MOVED_TEXT[language];
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: t.greeting },
    { kind: 'paragraph', text: t.moved },
    {
      kind: 'table',
      heading: t.what,
      rows: [
        { label: t.what, value: VISIT_KIND_LABELS[language][visit.kind] },
        { label: t.when, value: formatReceived(visit.start, language) },
        { label: t.town, value: townName },
      ],
    },
    { kind: 'paragraph', text: t.questions },
    { kind: 'note', text: t.whyThisEmail },
  ];
  const { text, html } = renderEmail(t.subject, blocks, language);
  return { to: visit.contact.email, replyTo: BUSINESS.email, subject: t.subject, text, html };
}

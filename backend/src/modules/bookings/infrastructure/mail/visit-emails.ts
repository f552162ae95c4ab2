import { type Language, VISIT_KIND_LABELS } from '@costa-sol/common';
import { formatReceived } from '../../../../shared/infrastructure/email-dates';
import { type EmailBlock, renderEmail } from '../../../../shared/infrastructure/email-layout';
import type { OutgoingMail } from '../../../mail/application/outgoing-mail';
import type { Technician } from '../../application/technician';
import type { Visit } from '../../domain/visit';
import { VISIT_EMAIL_TEXT } from './visit-email-text';

/** What a visit e-mail tells: a new booking, a new time, a cancellation, or the reminder. */
export type VisitEvent = 'booked' | 'moved' | 'cancelled' | 'reminder';

function visitRows(visit: Visit, townName: string, language: Language) {
  const t = VISIT_EMAIL_TEXT[language].visitor;
  return [
    { label: t.what, value: VISIT_KIND_LABELS[language][visit.kind] },
    { label: t.when, value: formatReceived(visit.start, language) },
    { label: t.town, value: townName },
  ];
}

function visitorWords(event: VisitEvent, language: Language): { subject: string; lead: string } {
  const t = VISIT_EMAIL_TEXT[language].visitor;
  if (event === 'moved') return { subject: t.movedSubject, lead: t.moved };
  if (event === 'cancelled') return { subject: t.cancelledSubject, lead: t.cancelled };
  if (event === 'reminder') return { subject: t.reminderSubject, lead: t.reminder };
  return { subject: t.subject, lead: t.booked };
}

/**
 * The visitor's e-mail, in the language they booked in, with the calendar file and (unless cancelled) the link to move
 * or cancel. Like the lead confirmation, it repeats nothing the visitor typed (only the kind, time and town chosen from
 * our lists), so the form cannot send anyone a text of one's choosing.
 */
export function visitorVisitEmail(
  event: VisitEvent,
  visit: Visit,
  townName: string,
  replyTo: string,
  manageUrl: string,
  calendar: { filename: string; content: string; method: 'PUBLISH' | 'CANCEL' },
): OutgoingMail {
  const language = visit.contact.language;
  const t = VISIT_EMAIL_TEXT[language].visitor;
  const words = visitorWords(event, language);
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: t.greeting },
    { kind: 'paragraph', text: words.lead },
    { kind: 'table', heading: t.what, rows: visitRows(visit, townName, language) },
    ...(event === 'cancelled'
      ? []
      : [
          { kind: 'paragraph' as const, text: `${t.change} ${t.calendar}` },
          { kind: 'link' as const, text: t.manage, href: manageUrl },
        ]),
    { kind: 'note', text: t.whyThisEmail },
  ];
  const { text, html } = renderEmail(words.subject, blocks, language);
  return {
    to: visit.contact.email,
    replyTo,
    subject: words.subject,
    text,
    html,
    attachments: [
      { filename: calendar.filename, contentType: `text/calendar; charset=utf-8; method=${calendar.method}`, content: calendar.content },
    ],
  };
}

/** The notice to the office or the technician, in their language, with the person's details to prepare the visit. */
export function staffVisitEmail(
  event: Exclude<VisitEvent, 'reminder'>,
  visit: Visit,
  townName: string,
  to: string,
  technician: Technician,
  language: Language,
  adminUrl: string,
): OutgoingMail {
  const t = VISIT_EMAIL_TEXT[language].staff;
  const { contact } = visit;
  const title = event === 'moved' ? t.movedSubject : event === 'cancelled' ? t.cancelledSubject : t.subject;
  const subject = `${title}: ${VISIT_KIND_LABELS[language][visit.kind]} – ${townName}, ${formatReceived(visit.start, language)}`;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: event === 'moved' ? t.moved : event === 'cancelled' ? t.cancelled : t.booked },
    {
      kind: 'table',
      heading: VISIT_EMAIL_TEXT[language].visitor.what,
      rows: [
        ...visitRows(visit, townName, language),
        { label: t.technician, value: technician.name },
        { label: t.source, value: t.sources[visit.source] },
      ],
    },
    {
      kind: 'table',
      heading: t.name,
      rows: [
        { label: t.name, value: contact.name },
        { label: t.phone, value: contact.phone, href: `tel:${contact.phone.replace(/[^\d+]/g, '')}` },
        { label: t.email, value: contact.email, href: `mailto:${contact.email}` },
        { label: t.address, value: contact.address },
        { label: t.notes, value: contact.notes },
      ],
    },
    { kind: 'link', text: t.openCalendar, href: adminUrl },
  ];
  const { text, html } = renderEmail(subject, blocks, language);
  return { to, replyTo: contact.email || undefined, subject, text, html };
}

import { BUSINESS, type Language, VISIT_KIND_LABELS } from '@costa-sol/common';
import { type EmailBlock, renderEmail } from '../../../../shared/infrastructure/email-layout';
import { formatReceived } from '../../../../shared/infrastructure/email-dates';
import type { OutgoingMail } from '../../../mail/application/outgoing-mail';
import type { Technician } from '../../application/technician';
import type { Visit } from '../../domain/visit';
import { VISIT_EMAIL_TEXT } from './visit-email-text';

function visitRows(visit: Visit, townName: string, language: Language) {
  const t = VISIT_EMAIL_TEXT[language].visitor;
  return [
    { label: t.what, value: VISIT_KIND_LABELS[language][visit.kind] },
    { label: t.when, value: formatReceived(visit.start, language) },
    { label: t.town, value: townName },
  ];
}

/**
 * The visitor's confirmation, in the language they booked in. Like the lead confirmation, it repeats nothing the
 * visitor typed (only the kind, time and town chosen from our lists), so the form cannot send anyone a text of one's
 * choosing.
 */
export function visitorBookingEmail(visit: Visit, townName: string, manageUrl: string | undefined): OutgoingMail {
  const language = visit.contact.language;
  const t = VISIT_EMAIL_TEXT[language].visitor;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: t.greeting },
    { kind: 'paragraph', text: t.booked },
    { kind: 'table', heading: t.what, rows: visitRows(visit, townName, language) },
    { kind: 'paragraph', text: t.change },
    ...(manageUrl ? [{ kind: 'link' as const, text: manageUrl, href: manageUrl }] : []),
    { kind: 'note', text: t.whyThisEmail },
  ];
  const { text, html } = renderEmail(t.subject, blocks, language);
  return { to: visit.contact.email, replyTo: BUSINESS.email, subject: t.subject, text, html };
}

/** The notice to the office or the technician, in their language, with the person's details to prepare the visit. */
export function staffBookingEmail(
  visit: Visit,
  townName: string,
  to: string,
  technician: Technician,
  language: Language,
  adminUrl: string,
): OutgoingMail {
  const t = VISIT_EMAIL_TEXT[language].staff;
  const { contact } = visit;
  const subject = `${t.subject}: ${VISIT_KIND_LABELS[language][visit.kind]} – ${townName}, ${formatReceived(visit.start, language)}`;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: t.booked },
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
  return { to, replyTo: contact.email, subject, text, html };
}

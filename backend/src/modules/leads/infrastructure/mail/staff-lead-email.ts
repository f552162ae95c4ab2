import { QUOTE_ANSWER_FIELDS, QUOTE_ANSWERS, quoteAnswerText, type Language, SERVICE_NEEDED_LABELS } from '@costa-sol/common';
import type { OutgoingMail } from '../../../mail/application/outgoing-mail';
import { toHeaderText } from '../../../../shared/infrastructure/escape-html';
import { isEmergency, type Lead, leadPersonName } from '../../domain/lead';
import { type EmailRow, renderEmail } from '../../../../shared/infrastructure/email-layout';
import { formatReceived } from '../../../../shared/infrastructure/email-dates';
import { LEAD_EMAIL_TEXT } from './lead-email-text';
import { leadServiceLabel } from './lead-service-label';

interface StaffEmailSettings {
  staffEmail: string;
  /** Where emergencies go (EMERGENCY_EMAIL, the staff address by default). */
  emergencyEmail: string;
  language: Language;
  /** The site's public origin: the admin link is built on it. */
  publicUrl: string;
  /** The emergency promise of the business settings, as the visitor read it. */
  emergencyResponseHours: number;
}

/**
 * The e-mail staff receive for each lead, in STAFF_LANGUAGE: every field labelled, visitor text escaped, where the
 * lead came from (page, referrer, UTM), a link to it in the admin, and Reply-To the visitor.
 */
export function buildStaffLeadEmail(lead: Lead, settings: StaffEmailSettings): OutgoingMail {
  const { language } = settings;
  const t = LEAD_EMAIL_TEXT[language].staff;
  const person = leadPersonName(lead);
  const service = leadServiceLabel(lead, language);
  const title = lead.kind === 'quote' ? t.quoteTitle : t.contactTitle;
  const adminUrl = `${settings.publicUrl}/admin/leads/${lead.id}`;
  const emergency = isEmergency(lead);
  const phone = lead.fields.phone;
  const { text, html } = renderEmail(
    emergency ? `${t.urgent}: ${title}` : title,
    [
      ...(emergency
        ? [
            { kind: 'link' as const, text: `${t.callNow}: ${phone}`, href: `tel:${phone.replace(/[^\d+]/g, '')}` },
            { kind: 'paragraph' as const, text: t.emergencyPromised(settings.emergencyResponseHours) },
          ]
        : []),
      { kind: 'table', heading: lead.kind === 'quote' ? t.quoteSection : t.contactSection, rows: fieldRows(lead, language) },
      { kind: 'table', heading: t.originSection, rows: originRows(lead, language) },
      { kind: 'link', text: t.openInAdmin, href: adminUrl },
      { kind: 'note', text: t.replyHint },
    ],
    language,
  );
  return {
    to: emergency ? settings.emergencyEmail : settings.staffEmail,
    replyTo: lead.fields.email,
    subject: toHeaderText(`${emergency ? `${t.urgent} – ` : ''}${title}: ${service} - ${person}`),
    text,
    html,
  };
}

function fieldRows(lead: Lead, language: Language): EmailRow[] {
  const t = LEAD_EMAIL_TEXT[language].staff;
  const row = (label: keyof typeof t.fields, value: string | undefined): EmailRow => ({ label: t.fields[label], value });
  if (lead.kind === 'quote') {
    const f = lead.fields;
    return [
      row('name', f.name),
      row('email', f.email),
      row('phone', f.phone),
      row('serviceType', leadServiceLabel(lead, language)),
      ...QUOTE_ANSWER_FIELDS.map((field) => {
        const value = f[field];
        return { label: QUOTE_ANSWERS[field].staffLabel[language], value: value && quoteAnswerText(field, value, language) };
      }),
      row('wantsConsultation', f.wantsConsultation ? t.yes : t.no),
      row('details', f.details),
    ];
  }
  const f = lead.fields;
  return [
    row('firstName', f.firstName),
    row('lastName', f.lastName),
    row('email', f.email),
    row('phone', f.phone),
    row('serviceNeeded', SERVICE_NEEDED_LABELS[language][f.serviceNeeded]),
    row('message', f.message),
  ];
}

function originRows(lead: Lead, language: Language): EmailRow[] {
  const t = LEAD_EMAIL_TEXT[language].staff;
  const { origin } = lead;
  const utm = Object.entries(origin.utm)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
  return [
    { label: t.received, value: `${formatReceived(lead.receivedAt, language)} (${t.madridTime})` },
    { label: t.page, value: origin.pagePath },
    { label: t.language, value: origin.language && t.languageNames[origin.language] },
    { label: t.referrer, value: origin.referrer },
    { label: t.campaign, value: utm || undefined },
    { label: t.leadId, value: lead.id },
  ];
}

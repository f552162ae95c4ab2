import {
  CURRENT_SYSTEM_AGE_LABELS,
  HOME_SIZE_LABELS,
  PREFERRED_BRAND_LABELS,
  SERVICE_NEEDED_LABELS,
  SERVICE_TYPE_LABELS,
} from '@costa-sol/common';
import type { OutgoingMail } from '../../../mail/application/outgoing-mail';
import { escapeHtml, toHeaderText } from '../../../../shared/infrastructure/escape-html';
import { type Lead, leadPersonName } from '../../domain/lead';

type Row = [label: string, value: string | undefined];

const RECEIVED_FORMAT = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', dateStyle: 'full', timeStyle: 'short' });

/** The e-mail staff receive for each lead: every field labelled, visitor text escaped, Reply-To the visitor. */
export function buildStaffLeadEmail(lead: Lead, staffEmail: string): OutgoingMail {
  const person = leadPersonName(lead);
  const service = serviceLabel(lead);
  const title = lead.kind === 'quote' ? 'New quote request' : 'New contact message';
  const subject = toHeaderText(`${title}: ${service} - ${person}`);
  const sections: [string, Row[]][] = [
    [lead.kind === 'quote' ? 'Quote request' : 'Contact message', fieldRows(lead)],
    ['Where it came from', originRows(lead)],
  ];
  return {
    to: staffEmail,
    replyTo: lead.fields.email,
    subject,
    text: renderText(title, sections),
    html: renderHtml(title, sections),
  };
}

function serviceLabel(lead: Lead): string {
  return lead.kind === 'quote' ? SERVICE_TYPE_LABELS.en[lead.fields.serviceType] : SERVICE_NEEDED_LABELS.en[lead.fields.serviceNeeded];
}

function fieldRows(lead: Lead): Row[] {
  if (lead.kind === 'quote') {
    const f = lead.fields;
    return [
      ['Name', f.name],
      ['Email', f.email],
      ['Phone', f.phone],
      ['Service type', SERVICE_TYPE_LABELS.en[f.serviceType]],
      ['Preferred brand', f.preferredBrand && PREFERRED_BRAND_LABELS.en[f.preferredBrand]],
      ['Home size', f.homeSize && HOME_SIZE_LABELS.en[f.homeSize]],
      ['Current system age', f.currentSystemAge && CURRENT_SYSTEM_AGE_LABELS.en[f.currentSystemAge]],
      ['Wants a free consultation', f.wantsConsultation ? 'Yes' : 'No'],
      ['Details', f.details],
    ];
  }
  const f = lead.fields;
  return [
    ['First name', f.firstName],
    ['Last name', f.lastName],
    ['Email', f.email],
    ['Phone', f.phone],
    ['Service needed', SERVICE_NEEDED_LABELS.en[f.serviceNeeded]],
    ['Message', f.message],
  ];
}

function originRows(lead: Lead): Row[] {
  const { origin } = lead;
  const utm = Object.entries(origin.utm)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
  return [
    ['Received', `${RECEIVED_FORMAT.format(lead.receivedAt)} (Madrid)`],
    ['Page', origin.pagePath],
    ['Language', origin.language === 'es' ? 'Spanish' : origin.language === 'en' ? 'English' : undefined],
    ['Referrer', origin.referrer],
    ['Campaign (UTM)', utm || undefined],
    ['Lead id', lead.id],
  ];
}

function renderText(title: string, sections: [string, Row[]][]): string {
  const blocks = sections.map(
    ([heading, rows]) =>
      `${heading}\n${'-'.repeat(heading.length)}\n` +
      rows.map(([label, value]) => `${label}: ${value && value.trim() !== '' ? value : '-'}`).join('\n'),
  );
  return `${title}\n\n${blocks.join('\n\n')}\n\nReply to this e-mail to answer the visitor directly.\n`;
}

function renderHtml(title: string, sections: [string, Row[]][]): string {
  const tables = sections
    .map(
      ([heading, rows]) =>
        `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(heading)}</h2>` +
        '<table cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:640px">' +
        rows
          .map(
            ([label, value]) =>
              `<tr><th align="left" valign="top" style="border-bottom:1px solid #ddd;width:200px">${escapeHtml(label)}</th>` +
              `<td style="border-bottom:1px solid #ddd;white-space:pre-wrap">${value && value.trim() !== '' ? escapeHtml(value) : '&ndash;'}</td></tr>`,
          )
          .join('') +
        '</table>',
    )
    .join('');
  return (
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">' +
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>${tables}` +
    '<p style="margin-top:24px;color:#555">Reply to this e-mail to answer the visitor directly.</p></body></html>'
  );
}

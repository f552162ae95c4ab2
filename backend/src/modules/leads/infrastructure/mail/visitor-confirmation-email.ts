import { type BusinessFacts, routePath } from '@costa-sol/common';
import type { OutgoingMail } from '../../../mail/application/outgoing-mail';
import { type Lead, isEmergency, leadLanguage } from '../../domain/lead';
import { type EmailBlock, renderEmail } from '../../../../shared/infrastructure/email-layout';
import { formatReceived } from '../../../../shared/infrastructure/email-dates';
import { LEAD_EMAIL_TEXT } from './lead-email-text';
import { leadServiceLabel } from './lead-service-label';

/**
 * The visitor's confirmation, in the form's page language: the service chosen, when we will answer, how to reach
 * us. It never repeats what the visitor typed (name, details, message), so the form cannot be used to send
 * someone else a text of one's choosing; Reply-To is the company. `business`: the facts as the owner last saved them.
 */
export function buildVisitorConfirmationEmail(lead: Lead, publicUrl: string, business: BusinessFacts): OutgoingMail {
  const language = leadLanguage(lead);
  const t = LEAD_EMAIL_TEXT[language].visitor;
  const service = leadServiceLabel(lead, language);
  const { address } = business;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: t.greeting },
    { kind: 'paragraph', text: lead.kind === 'quote' ? t.thanksQuote : t.thanksContact },
    {
      kind: 'table',
      heading: t.nextSteps,
      rows: [
        { label: t.serviceChosen, value: service },
        { label: t.received, value: formatReceived(lead.receivedAt, language) },
      ],
    },
    {
      kind: 'paragraph',
      text: isEmergency(lead) ? t.emergencyPromise(business.emergencyResponseHours) : t.replyPromise(business.replyWithinHours),
    },
    ...(isEmergency(lead) ? [] : [{ kind: 'paragraph' as const, text: t.emergencyHint(business.emergencyResponseHours) }]),
    {
      kind: 'table',
      heading: t.contactUs,
      rows: [
        { label: t.phone, value: business.phone, href: business.phoneHref },
        { label: t.whatsapp, value: `+${business.whatsappNumber}`, href: `https://wa.me/${business.whatsappNumber}` },
        { label: t.email, value: business.email, href: `mailto:${business.email}` },
        { label: t.address, value: `${address.street}, ${address.postalCode} ${address.locality} (${address.region})` },
        { label: t.website, value: publicUrl + routePath('home', language), href: publicUrl + routePath('home', language) },
      ],
    },
    { kind: 'note', text: t.whyThisEmail },
    { kind: 'link', text: t.privacy, href: publicUrl + routePath('privacyPolicy', language) },
  ];
  const subject = t.subject(business.brandWithTrade);
  const { text, html } = renderEmail(subject, blocks, language);
  return { to: lead.fields.email, replyTo: business.email, subject, text, html };
}

import { LEAD_RETENTION_MONTHS } from '@costa-sol/common';

/** The personal-data screen in English (part of admin-text-en.ts). */
export const privacyTextEn = {
  title: 'Personal data',
  intro: `When a person asks for a copy of their data or for it to be deleted, find them by the e-mail address they used. Leads that did not become a job are erased automatically ${LEAD_RETENTION_MONTHS} months after the last contact, as the privacy policy says.`,
  formLabel: 'Find a person',
  email: 'E-mail address',
  emailHint: 'Any letter case; the one they wrote from.',
  find: 'Find',
  finding: 'Finding…',
  held: (email: string) => `Held about ${email}`,
  counts: { leads: 'Leads', visits: 'Visits', confirmations: 'Confirmation entries', emails: 'E-mails' },
  nothing: 'Nothing is held about this address.',
  failed: 'That did not work. Please try again.',
  download: 'Download a copy (JSON)',
  erase: 'Erase this person…',
  confirmTitle: 'Erase this person?',
  confirmText:
    'Their name, e-mail, phone, messages and addresses are removed from every lead and visit, and the e-mails to or about them are deleted. The statistics keep the counts. This cannot be undone.',
  confirm: 'Erase',
  erasing: 'Erasing…',
  erased: 'Erased',
  erasedText: (leads: number, visits: number, emails: number) =>
    `${leads} leads, ${visits} visits and ${emails} e-mails no longer name this person.`,
};

export type PrivacyAdminText = typeof privacyTextEn;

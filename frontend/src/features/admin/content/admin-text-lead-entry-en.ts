import { LEAD_CHANNEL_LABELS } from '@costa-sol/common';

/** The "New lead" screen and the inbox's further filters in English (part of admin-text-en.ts). */
export const leadEntryTextEn = {
  channels: LEAD_CHANNEL_LABELS.en,
  newLink: 'New lead',
  title: 'New lead',
  intro:
    'A lead that came by phone, WhatsApp or in person. It joins the inbox at stage New, with your name on its timeline; nobody is e-mailed.',
  formLabel: 'Enter a lead',
  fields: {
    channel: 'Came by',
    chooseChannel: 'Choose how it came',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    contactHint: 'A phone number or an e-mail address, or both.',
    serviceType: 'Service type',
    chooseService: 'Choose a service',
    town: 'Town',
    details: 'What they asked for',
    language: "The person's language",
    chooseLanguage: 'Choose a language',
  },
  submit: 'Save lead',
  saved: 'Lead saved',
  savedText: (name: string) => `${name} is in the inbox as a new lead.`,
  cancel: 'Back to leads',
  timeline: (channel: string) => `Entered by hand (${channel})`,
  timelineKind: 'Entered',
  filters: {
    from: 'Received from',
    to: 'Received until',
    assignee: 'Assigned to',
    allAssignees: 'Everyone',
    source: 'Source (utm_source)',
    sourceHint: 'Exactly as sent, e.g. google',
    channel: 'Came by',
    allChannels: 'Every channel',
    urgency: 'Urgency',
    allUrgencies: 'Every lead',
    emergenciesOnly: 'Emergencies only',
    sort: 'Order',
    sorts: { newest: 'Newest first', oldest: 'Oldest first' },
    apply: 'Apply',
    clear: 'Clear filters',
  },
  emergencyBadge: 'Emergency',
  channelColumn: 'Came by',
  channelHint: 'Website: a form of the site. Phone, WhatsApp, In person: entered by staff.',
  townLabel: 'Town',
};

export type LeadEntryAdminText = typeof leadEntryTextEn;

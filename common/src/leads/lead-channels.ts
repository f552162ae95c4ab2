import type { Language } from '../i18n/languages';

/**
 * How a lead reached the business: through a form of the site (web), or by phone, WhatsApp or in person, entered by
 * staff in the admin. Leads stored before channels existed are web leads.
 */
export const LEAD_CHANNELS = ['web', 'phone', 'whatsapp', 'in-person'] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

/** The channels staff may enter a lead for: every one but the site's own forms. */
export const MANUAL_LEAD_CHANNELS = ['phone', 'whatsapp', 'in-person'] as const;
export type ManualLeadChannel = (typeof MANUAL_LEAD_CHANNELS)[number];

export const LEAD_CHANNEL_LABELS: Record<Language, Record<LeadChannel, string>> = {
  en: { web: 'Website', phone: 'Phone', whatsapp: 'WhatsApp', 'in-person': 'In person' },
  es: { web: 'Web', phone: 'Teléfono', whatsapp: 'WhatsApp', 'in-person': 'En persona' },
};

/**
 * A lead entered by staff: the quote form's name, phone, e-mail, service and details (same limits and messages), a
 * town, the person's language and the channel. At least a phone or an e-mail is needed (phoneOrEmailRequired).
 */
export const MANUAL_LEAD_LIMITS = { town: { max: 100 } } as const;

import { isEmergencyChoice, LEAD_STAGE_FIGURES } from '@costa-sol/common';
import type {
  Language,
  LeadChannel,
  LeadKind,
  LeadLostReason,
  LeadStageFigure,
  LeadStatus,
  QuoteFormBody,
  ServiceNeeded,
} from '@costa-sol/common';

/** Where a lead came from, as far as the site could tell. */
export interface LeadOrigin {
  /** The page the form was sent from. */
  pagePath?: string;
  /** The first page of the visit that ended in the lead (the site remembers it for the browser tab's session). */
  landingPage?: string;
  language?: Language;
  /** The other site that sent the visitor; never this site. */
  referrer?: string;
  utm: Utm;
  /** Google Ads' click id, when the visit began with an ad click. */
  gclid?: string;
}

interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

/** The quote form's fields as common's quote request schema takes them, the consultation a yes or no. */
export type QuoteFields = Omit<QuoteFormBody, 'wantsConsultation' | 'serviceType'> & {
  /** Absent only for a lead that began as an online survey booking: the visit is what it asked for. */
  serviceType?: QuoteFormBody['serviceType'];
  wantsConsultation: boolean;
  /** The town, when staff entered the lead (the site's quote form does not ask for it). */
  town?: string;
};

export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceNeeded: ServiceNeeded;
  message: string;
}

interface LeadBase {
  id: string;
  kind: LeadKind;
  receivedAt: Date;
  status: LeadStatus;
  /** How the lead reached the business: a form of the site (web), or a phone call, WhatsApp or a visit entered by staff. */
  channel: LeadChannel;
  /** A bot filled the honeypot: the lead is kept for review but nobody is e-mailed. */
  isSpam: boolean;
  origin: LeadOrigin;
  /** Staff's note from the last status change. */
  statusNote?: string;
  updatedAt?: Date;
  /** The staff user who handles the lead (a technician sees only theirs). */
  assignedToId?: string;
  /** Euros: the amount of the last quote, and the value of the job once won. */
  quotedAmount?: number;
  wonValue?: number;
  lostReason?: LeadLostReason;
  /** When staff first answered (a contact recorded, or the move to 'contacted'): the first response time ends here. */
  firstResponseAt?: Date;
  /** The day staff mean to get back to the lead (Europe/Madrid, YYYY-MM-DD): due that day, overdue after. */
  followUpOn?: string;
}

export interface QuoteRequest extends LeadBase {
  kind: 'quote';
  fields: QuoteFields;
}

export interface ContactMessage extends LeadBase {
  kind: 'contact';
  fields: ContactFields;
}

export type Lead = QuoteRequest | ContactMessage;

export interface NewLeadFacts {
  id: string;
  receivedAt: Date;
  origin: LeadOrigin;
  honeypotFilled: boolean;
  /** 'web' unless staff entered the lead. */
  channel?: LeadChannel;
}

export function newQuoteRequest(fields: QuoteFields, facts: NewLeadFacts): QuoteRequest {
  return { ...baseOf(facts), kind: 'quote', fields };
}

export function newContactMessage(fields: ContactFields, facts: NewLeadFacts): ContactMessage {
  return { ...baseOf(facts), kind: 'contact', fields };
}

function baseOf(facts: NewLeadFacts) {
  return {
    id: facts.id,
    receivedAt: facts.receivedAt,
    status: 'new' as const,
    channel: facts.channel ?? 'web',
    isSpam: facts.honeypotFilled,
    origin: facts.origin,
  };
}

/** A move to another stage, with the figure the stage asks for (LEAD_STAGE_FIGURES). */
export interface StageChange {
  status: LeadStatus;
  note?: string;
  amount?: number;
  value?: number;
  lostReason?: LeadLostReason;
}

/** The figure a stage change lacks ('required') or should not carry ('unknownField'), if any. */
export function stageFigureProblem(change: StageChange): { field: LeadStageFigure; code: 'required' | 'unknownField' } | undefined {
  const wanted: LeadStageFigure | undefined =
    change.status in LEAD_STAGE_FIGURES ? LEAD_STAGE_FIGURES[change.status as keyof typeof LEAD_STAGE_FIGURES] : undefined;
  const given = { amount: change.amount, value: change.value, lostReason: change.lostReason };
  for (const field of Object.keys(given) as LeadStageFigure[]) {
    if (field === wanted && given[field] === undefined) return { field, code: 'required' };
    if (field !== wanted && given[field] !== undefined) return { field, code: 'unknownField' };
  }
  return undefined;
}

/**
 * Staff move a lead along new → contacted → survey booked → quoted → won/lost, in any order (deals do not follow a
 * script). The stage's figure is kept on the lead; the first move to 'contacted' is its first response.
 */
export function withStatus<L extends Lead>(lead: L, change: StageChange, now: Date): L {
  return {
    ...lead,
    status: change.status,
    statusNote: change.note,
    updatedAt: now,
    ...(change.amount !== undefined && { quotedAmount: change.amount }),
    ...(change.value !== undefined && { wonValue: change.value }),
    ...(change.lostReason !== undefined && { lostReason: change.lostReason }),
    ...(change.status === 'contacted' && !lead.firstResponseAt && { firstResponseAt: now }),
  };
}

/** The person's full name, whichever form they used. */
export function leadPersonName(lead: Lead): string {
  return lead.kind === 'quote' ? lead.fields.name : `${lead.fields.firstName} ${lead.fields.lastName}`;
}

/** The language the visitor used: the form's page language, else the page path's. */
export function leadLanguage(lead: Lead): Language {
  return lead.origin.language ?? (lead.origin.pagePath && /^\/es(\/|$)/.test(lead.origin.pagePath) ? 'es' : 'en');
}

/** Emergencies get the short response promise (docs/product.md, "Lead follow-up e-mails"). */
export function isEmergency(lead: Lead): boolean {
  return lead.kind === 'contact'
    ? isEmergencyChoice('contact', lead.fields.serviceNeeded)
    : isEmergencyChoice('quote', lead.fields.serviceType);
}

/**
 * A visitor's address gets at most one confirmation e-mail in this period, so the form cannot be used to send
 * mail to strangers (docs/product.md, "Lead follow-up e-mails").
 */
export const CONFIRMATION_PERIOD_HOURS = 24;

/** How long a form post's Idempotency-Key is remembered: the same key within it gets the first answer. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

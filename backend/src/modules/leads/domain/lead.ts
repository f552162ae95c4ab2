import { isEmergencyChoice } from '@costa-sol/common';
import type {
  CurrentSystemAge,
  HomeSize,
  Language,
  LeadKind,
  LeadStatus,
  PreferredBrand,
  ServiceNeeded,
  ServiceType,
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

export interface QuoteFields {
  name: string;
  email: string;
  phone: string;
  serviceType: ServiceType;
  preferredBrand?: PreferredBrand;
  homeSize?: HomeSize;
  currentSystemAge?: CurrentSystemAge;
  details?: string;
  wantsConsultation: boolean;
}

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
  /** A bot filled the honeypot: the lead is kept for review but nobody is e-mailed. */
  isSpam: boolean;
  origin: LeadOrigin;
  /** Staff's note from the last status change. */
  statusNote?: string;
  updatedAt?: Date;
  /** The staff user who handles the lead (a technician sees only theirs). */
  assignedToId?: string;
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
    isSpam: facts.honeypotFilled,
    origin: facts.origin,
  };
}

/** Staff move a lead along new → contacted → quoted → won/lost, in any order (deals do not follow a script). */
export function withStatus<L extends Lead>(lead: L, status: LeadStatus, note: string | undefined, now: Date): L {
  return { ...lead, status, statusNote: note, updatedAt: now };
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

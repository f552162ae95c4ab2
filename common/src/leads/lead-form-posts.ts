import type { Language } from '../i18n/languages';
import { EMERGENCY_THANKS_ROUTES, LEAD_THANKS_ROUTES, type RouteKey, routePath, SERVICE_ROUTE_KEYS } from '../routes/route-pairs';
import type { LeadKind } from './lead-enums';
import type { ValidationMessageCode } from './lead-messages';

/**
 * The pages that hold each form. Without JavaScript a form posts to its own page's address, which the server
 * takes as a form post (docs/api.md, "Forms without JavaScript"); a page given a form must be listed here. Every
 * service page (the emergency page among them) has the quote form, so the page that converted is the page reported.
 */
export const LEAD_FORM_PAGES: Record<LeadKind, readonly RouteKey[]> = {
  quote: ['home', 'hvacCalculator', ...SERVICE_ROUTE_KEYS],
  contact: ['contact'],
};

/** Every address, in both languages, where a form of this kind is posted. */
export function leadFormPaths(kind: LeadKind): string[] {
  return LEAD_FORM_PAGES[kind].flatMap((key) => [routePath(key, 'en'), routePath(key, 'es')]);
}

/** Where a form sent without JavaScript is answered (303) once the lead is stored; an emergency has its own page. */
export function leadThanksPath(kind: LeadKind, language: Language, emergency: boolean): string {
  return (emergency ? EMERGENCY_THANKS_ROUTES : LEAD_THANKS_ROUTES)[kind][language];
}

/**
 * The hidden field of both forms for an idempotency key (IDEMPOTENCY_KEY_PATTERN). The server renders it empty, since
 * a cached page cannot hold a key per visitor; a client that fills it gets the Idempotency-Key header's guarantee
 * for its form post. The islands send the header instead.
 */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** A form post answered with its page again: what was typed, each field's first failing rule, and a refusal as a whole. */
export interface LeadFormPost {
  kind: LeadKind;
  /** The visitor's values, by field name, as they were posted (a checked checkbox is 'true'). */
  values: Record<string, string>;
  fieldErrors: Record<string, ValidationMessageCode>;
  /** The post was refused as a whole (too many posts, a field the form does not have, trouble on our side). */
  failed?: boolean;
}

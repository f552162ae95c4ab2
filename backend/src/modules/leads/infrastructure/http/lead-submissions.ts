import type { ContactMessageBody, LeadOriginBody, QuoteRequestBody } from '@costa-sol/common';
import type { LeadOrigin } from '../../domain/lead';
import { CONTACT_FIELD_NAMES, QUOTE_FIELD_NAMES } from './lead-request-bodies';

/*
 * A validated body (and its Idempotency-Key, if any) as the input of its use case, for the JSON API and the form posts
 * alike. `ownHost`: this site's host (PUBLIC_URL), never counted as a referrer.
 */

export function quoteSubmission(body: QuoteRequestBody, idempotencyKey: string | undefined, ownHost: string) {
  const { wantsConsultation, ...answers } = pick(body, QUOTE_FIELD_NAMES);
  return {
    fields: { ...answers, wantsConsultation: wantsConsultation === 'true' },
    origin: originOf(body, ownHost),
    honeypot: body.website,
    idempotencyKey,
  };
}

export function contactSubmission(body: ContactMessageBody, idempotencyKey: string | undefined, ownHost: string) {
  return {
    fields: pick(body, CONTACT_FIELD_NAMES),
    origin: originOf(body, ownHost),
    honeypot: body.website,
    idempotencyKey,
  };
}

/** The form's own fields of a body, without where it came from. */
function pick<T extends object, K extends keyof T>(body: T, names: readonly K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, body[name]])) as Pick<T, K>;
}

function originOf(body: LeadOriginBody, ownHost: string): LeadOrigin {
  return {
    pagePath: body.pagePath,
    landingPage: body.landingPage,
    language: body.language,
    referrer: body.referrer && hostOf(body.referrer) !== ownHost ? body.referrer : undefined,
    gclid: body.gclid,
    utm: { source: body.utmSource, medium: body.utmMedium, campaign: body.utmCampaign, term: body.utmTerm, content: body.utmContent },
  };
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

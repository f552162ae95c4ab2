import { HONEYPOT_FIELD, type CampaignField, type Language } from '@costa-sol/common';
import { omitUndefined } from '../schemas/lead-fields';
import { campaignOf, externalReferrer, pathOf, readVisitStart, type VisitStart } from './visit-start';

/** Where a lead came from, sent along with either form (docs/api.md), plus the honeypot: the page's language, and the rest when known. */
export type LeadOrigin = {
  pagePath?: string;
  landingPage?: string;
  language: Language;
  referrer?: string;
  [HONEYPOT_FIELD]?: string;
} & Partial<Record<CampaignField, string>>;

/**
 * Reads, at submit time, the page the form is sent from and where the visit began (visit-start.ts): its first page,
 * the site that sent the visitor and the campaign parameters (utm_source → utmSource…, gclid). Parameters on this
 * page's own address win, as the latest click. `honeypot` is the value of the hidden `website` field: people leave it
 * empty, so it is only sent when filled.
 */
export function leadOrigin(
  language: Language,
  honeypot: string,
  page: Location = window.location,
  referrer = document.referrer,
  start: VisitStart | undefined = readVisitStart(),
): LeadOrigin {
  const here = campaignOf(page.search);
  const campaign = Object.keys(here).length > 0 ? here : (start?.campaign ?? {});
  return omitUndefined({
    pagePath: pathOf(page),
    landingPage: start?.landingPage,
    language,
    referrer: externalReferrer(referrer, page) ?? start?.referrer,
    ...campaign,
    [HONEYPOT_FIELD]: honeypot === '' ? undefined : honeypot,
  });
}

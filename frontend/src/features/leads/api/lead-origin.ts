import { HONEYPOT_FIELD, type Language, LEAD_FIELD_LIMITS, PAGE_PATH_PATTERN, UTM_PARAMETERS } from '@costa-sol/common';
import { omitUndefined } from '../schemas/lead-fields';

/** Where a lead came from, sent along with either form (docs/api.md), plus the honeypot: the page's language, and the rest when known. */
export interface LeadOrigin {
  pagePath?: string;
  language: Language;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  [HONEYPOT_FIELD]?: string;
}

/** Trimmed and cut to the API's limit; undefined when empty. */
function clip(value: string | null | undefined, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/**
 * Reads the page's path, referrer and UTM parameters (utm_source → utmSource…) at submit time.
 * `honeypot` is the value of the hidden `website` field: people leave it empty, so it is only sent when filled.
 */
export function leadOrigin(
  language: Language,
  honeypot: string,
  page: Location = window.location,
  referrer = document.referrer,
): LeadOrigin {
  const params = new URLSearchParams(page.search);
  const pagePath = clip(page.pathname, LEAD_FIELD_LIMITS.pagePath.max);
  const origin: LeadOrigin = {
    pagePath: pagePath && PAGE_PATH_PATTERN.test(pagePath) ? pagePath : undefined,
    language,
    referrer: clip(referrer, LEAD_FIELD_LIMITS.referrer.max),
    [HONEYPOT_FIELD]: honeypot === '' ? undefined : honeypot,
  };
  for (const [parameter, field] of UTM_PARAMETERS) origin[field] = clip(params.get(parameter), LEAD_FIELD_LIMITS.utm.max);
  return omitUndefined(origin);
}

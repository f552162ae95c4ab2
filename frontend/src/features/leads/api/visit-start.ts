import { CAMPAIGN_PARAMETERS, type CampaignField, LEAD_FIELD_LIMITS, PAGE_PATH_PATTERN, VISIT_START_STORAGE_KEY } from '@costa-sol/common';

/**
 * Where this visit began: its first page, the site that sent the visitor (never this site itself) and the campaign
 * parameters of the link followed. Kept in the tab's sessionStorage (gone when the tab closes; the cookie policy lists
 * it) and sent only with a form the visitor sends, so a quote asked for three pages later is still credited to the ad
 * or the search that brought them.
 */
export interface VisitStart {
  landingPage?: string;
  referrer?: string;
  campaign: Partial<Record<CampaignField, string>>;
}

/** Trimmed and cut to the API's limit; undefined when empty. */
function clip(value: string | null | undefined, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/** The page's path when the API would take it. */
export function pathOf(page: Pick<Location, 'pathname'>): string | undefined {
  const path = clip(page.pathname, LEAD_FIELD_LIMITS.pagePath.max);
  return path && PAGE_PATH_PATTERN.test(path) ? path : undefined;
}

/** The campaign parameters of an address (utm_source → utmSource…, gclid), empty ones left out. */
export function campaignOf(search: string): VisitStart['campaign'] {
  const params = new URLSearchParams(search);
  const campaign: VisitStart['campaign'] = {};
  for (const [parameter, field] of CAMPAIGN_PARAMETERS) {
    const value = clip(params.get(parameter), LEAD_FIELD_LIMITS.utm.max);
    if (value) campaign[field] = value;
  }
  return campaign;
}

/** The referrer when another site sent the visitor: moving between our own pages is not a source. */
export function externalReferrer(referrer: string, page: Pick<Location, 'host'>): string | undefined {
  try {
    if (!referrer || new URL(referrer).host === page.host) return undefined;
  } catch {
    return undefined;
  }
  return clip(referrer, LEAD_FIELD_LIMITS.referrer.max);
}

function storageOf(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readVisitStart(storage = storageOf()): VisitStart | undefined {
  try {
    const raw = storage?.getItem(VISIT_START_STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as unknown) : undefined;
    return stored && typeof stored === 'object' && 'campaign' in stored ? (stored as VisitStart) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Run on every public page: the first page of the tab's visit is kept; a later page opened from another site's link
 * or carrying campaign parameters (a second ad clicked) starts the visit again, since that is what brought them now.
 */
export function rememberVisitStart(page: Location = window.location, referrer = document.referrer, storage = storageOf()): void {
  const campaign = campaignOf(page.search);
  const fromElsewhere = externalReferrer(referrer, page);
  if (readVisitStart(storage) && !fromElsewhere && Object.keys(campaign).length === 0) return;
  const start: VisitStart = { landingPage: pathOf(page), referrer: fromElsewhere, campaign };
  try {
    storage?.setItem(VISIT_START_STORAGE_KEY, JSON.stringify(start));
  } catch {
    // Storage refused (private mode, quota): the form then reports the page it was sent from, as before.
  }
}

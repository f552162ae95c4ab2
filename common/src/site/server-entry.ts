import type { AnalyticsSettings } from '../analytics/analytics-settings';
import type { BusinessFacts } from '../business/business-settings';
import type { Language } from '../i18n/languages';
import type { FormPost } from '../bookings/visit-form-posts';
import type { ShareCard } from '../seo/share-card';
import type { SiteData } from './site-data';

/** What every page is rendered with besides its path and data. */
export interface SiteSettings {
  /** Origin of canonical and hreflang links (PUBLIC_URL). */
  publicOrigin: string;
  /** The analytics provider offered in the consent notice, if one is configured. */
  analytics?: AnalyticsSettings;
  /** The company's facts as the owner last saved them (business settings), read when the page is rendered. */
  business: BusinessFacts;
}

export interface RenderInput extends SiteSettings {
  /** Path and query of the request. */
  url: string;
  /** The page data, read in-process by the backend's use cases. */
  data: SiteData;
  /** A form posted without JavaScript and answered with its errors: the page's form shows its values and messages. */
  formPost?: FormPost;
}

export interface RenderResult {
  status: number;
  /**
   * The page's canonical path when the request named the page otherwise (a town under the other language's slug):
   * the server answers 301 to it, so each page has one URL.
   */
  redirect?: string;
  html: string;
  head: string;
  language: Language;
  /** The islands the page hydrates and when (the server preloads the code of those that load at once or when idle, never of those that wait). */
  islands: { name: string; load: string }[];
  /** What the page's share card shows (the server draws it for /share/… requests: backend share-cards). */
  shareCard?: ShareCard;
}

/**
 * The contract between the backend and the frontend's server entry (frontend/src/entry-server.tsx): the backend
 * loads the built module (or Vite's) and calls `render`; the entry declares that its `render` is this one.
 */
export interface ServerEntry {
  render(input: RenderInput): Promise<RenderResult>;
}

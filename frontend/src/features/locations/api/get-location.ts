import type { Language } from '@costa-sol/common';
import { useSiteData } from '../../../lib/site-data';
import type { LocationDetail } from './location-types';

/** An unknown town is an answer (null: the page shows its 404), not a failure. */
export function useLocation(slug: string, language: Language): LocationDetail | null {
  return useSiteData(`location:${slug}:${language}`, (data) => data.location(slug, language));
}

import type { Language } from '@costa-sol/common';
import { useSiteData } from '../../../lib/site-data';
import type { QaCategoryDetail } from './qa-types';

/** Not found is an answer (null: the page shows its 404), not a failure. */
export function useQaCategory(slug: string, language: Language): QaCategoryDetail | null {
  return useSiteData(`qa-category:${slug}:${language}`, (data) => data.qaCategory(slug, language));
}

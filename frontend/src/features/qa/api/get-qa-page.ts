import type { Language } from '@costa-sol/common';
import { useSiteData } from '../../../lib/site-data';
import type { QaPageDetail } from './qa-types';

export function useQaPage(categorySlug: string, pageSlug: string, language: Language): QaPageDetail | null {
  return useSiteData(`qa-page:${categorySlug}:${pageSlug}:${language}`, (data) => data.qaPage(categorySlug, pageSlug, language));
}

import type { Language } from '@costa-sol/common';
import { useSiteData } from '../../../lib/site-data';
import type { QaCategorySummary } from './qa-types';

export function useQaCategories(language: Language): QaCategorySummary[] {
  return useSiteData(`qa-categories:${language}`, (data) => data.qaCategories(language)).data;
}

import type { Language } from '@costa-sol/common';
import { useSiteData } from '../../../lib/site-data';
import type { ComarcaSummary } from './location-types';

export function useComarcas(language: Language): ComarcaSummary[] {
  return useSiteData(`comarcas:${language}`, (data) => data.comarcas(language)).data;
}

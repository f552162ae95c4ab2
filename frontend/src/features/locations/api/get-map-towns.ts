import type { Language } from '@costa-sol/common';
import { useSiteData } from '../../../lib/site-data';
import type { TownSummary } from './location-types';

/** Every town with its coordinates, for the service-area map. */
export function useMapTowns(language: Language): TownSummary[] {
  return useSiteData(`towns:${language}`, (data) => data.towns(language)).data;
}

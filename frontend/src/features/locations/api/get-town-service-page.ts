import type { Language } from '@costa-sol/common';
import { useSiteData } from '../../../lib/site-data';
import type { TownServicePageDetail } from './location-types';

export function useTownServicePage(townSlug: string, serviceSlug: string, language: Language): TownServicePageDetail | null {
  return useSiteData(`town-service:${townSlug}:${serviceSlug}:${language}`, (data) =>
    data.townServicePage(townSlug, serviceSlug, language),
  );
}

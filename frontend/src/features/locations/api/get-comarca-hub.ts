import type { Language } from '@costa-sol/common';
import { useSiteData } from '../../../lib/site-data';
import type { ComarcaHub } from './location-types';

/** An unknown comarca is an answer (null: the page shows its 404), not a failure. */
export function useComarcaHub(id: string, language: Language): ComarcaHub | null {
  return useSiteData(`comarca:${id}:${language}`, (data) => data.comarcaHub(id, language));
}

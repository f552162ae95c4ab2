import type { Language } from '@costa-sol/common';
import type { ApiSchema } from '../../../lib/api-types';
import { useSiteData } from '../../../lib/site-data';

export type TownPhoto = ApiSchema<'PhotoDto'>;

/** A town page's photos in the admin's order (none for a town without, or an unknown one). */
export function useTownPhotos(slug: string, language: Language): TownPhoto[] {
  return useSiteData(`town-photos:${slug}:${language}`, (data) => data.townPhotos(slug, language))?.data ?? [];
}

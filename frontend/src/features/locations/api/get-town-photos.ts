import type { Language } from '@costa-sol/common';
import type { PagePhoto } from '../../../components/photo-gallery';
import { useSiteData } from '../../../lib/site-data';

/** A town page's photos in the admin's order (none for a town without, or an unknown one). */
export function useTownPhotos(slug: string, language: Language): PagePhoto[] {
  return useSiteData(`town-photos:${slug}:${language}`, (data) => data.townPhotos(slug, language))?.data ?? [];
}

import type { ApiSchema, PhotoPageKey } from '@costa-sol/common';
import { useLanguage } from '../i18n/i18n-context';
import { useSiteData } from './site-data';

export type PagePhoto = ApiSchema<'PhotoDto'>;

/** A page's photos chosen in the admin (media library), in order, alternative texts in the page's language; [] when none. */
export function usePagePhotos(page: PhotoPageKey): PagePhoto[] {
  const language = useLanguage();
  return useSiteData(`page-photos:${page}:${language}`, (data) => data.pagePhotos(page, language)).data;
}

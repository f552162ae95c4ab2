import type { ServiceRouteKey } from '@costa-sol/common';
import { PhotoGallery } from '../../components/photo-gallery';
import { useLanguage } from '../../i18n/i18n-context';
import { useSiteData } from '../../lib/site-data';

/** A service page's photos chosen in the admin, in their order; nothing when it has none. */
export function ServicePhotos({ service, label }: { service: ServiceRouteKey; label: string }) {
  const language = useLanguage();
  const photos = useSiteData(`service-photos:${service}:${language}`, (data) => data.servicePhotos(service, language))?.data ?? [];
  return <PhotoGallery photos={photos} label={label} />;
}

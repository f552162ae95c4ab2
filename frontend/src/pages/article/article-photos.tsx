import type { PhotoPageKey } from '@costa-sol/common';
import { LeadPhoto } from '../../components/lead-photo';
import { PhotoGallery } from '../../components/photo-gallery';
import { usePagePhotos } from '../../lib/page-photos';

/** The article column's width (Container maxWidth="md": 900 px less its 24 px sides; 16 px sides on a phone). */
const ARTICLE_SIZES = '(min-width: 900px) 852px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * The first photo chosen in the admin for a service, manufacturer or guide page, under its h1: above the fold on a
 * phone, so fetched at once and preloaded (the LCP image). Nothing when the page has none.
 */
export function ArticleLeadPhoto({ page }: { page: PhotoPageKey }) {
  const [lead] = usePagePhotos(page);
  return lead ? <LeadPhoto photo={lead} sizes={ARTICLE_SIZES} aspectRatio="16 / 9" priority mb={3} /> : null;
}

/** The page's other photos, in their order, as a small gallery under the intro; nothing with one photo or none. */
export function ArticleMorePhotos({ page, label }: { page: PhotoPageKey; label: string }) {
  return <PhotoGallery photos={usePagePhotos(page).slice(1)} label={label} />;
}

import Box from '@mui/material/Box';
import { usePreloadImage } from '../lib/head';
import type { PagePhoto } from '../lib/page-photos';
import { mediaSrcSet, ResponsiveImage } from './responsive-image';

interface LeadPhotoProps {
  photo: PagePhoto;
  /** How wide it is drawn, as in `<img sizes>`; the preload names the same. */
  sizes: string;
  /** The shape it is cut to ('16 / 9'), whatever the original's: the space is reserved before it arrives (no layout shift). */
  aspectRatio: string;
  /**
   * Above the fold on a phone: fetched at once with high priority and preloaded from the head (AVIF, the first
   * source), as the LCP image should be. Otherwise it loads when scrolled near.
   */
  priority?: boolean;
  /** Space below it, in theme spacing units. */
  mb?: number;
}

/** The first photo of a page's slot (the home hero, a service, manufacturer or guide page, contact) as a `<picture>`. */
export function LeadPhoto({ photo, sizes, aspectRatio, priority = false, mb = 0 }: LeadPhotoProps) {
  usePreloadImage(priority ? { srcSet: mediaSrcSet(photo.id, photo.width, photo.widths, 'avif'), sizes, type: 'image/avif' } : undefined);
  return (
    <Box sx={{ mb, '& img': { display: 'block', width: '100%', aspectRatio, objectFit: 'cover', borderRadius: 3 } }}>
      <ResponsiveImage
        {...photo}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className="lead-photo"
      />
    </Box>
  );
}

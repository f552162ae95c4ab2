import { type MediaVariantFormat, mediaVariantPath, mediaVariantWidths } from '@costa-sol/common';
import { useCatalogue } from '../i18n/i18n-context';
import { layoutText } from '../i18n/layout-text';

interface ResponsiveImageProps {
  /** The image's id in the media library. */
  id: string;
  /** The original's size in pixels: the browser reserves the space before the picture arrives (no layout shift). */
  width: number;
  height: number;
  /** The widths it is served at, as the API gives them; worked out from `width` when left out. */
  widths?: readonly number[];
  /** What the picture shows, in the page's language; '' for a purely decorative one. */
  alt: string;
  /** How wide it is drawn, as in `<img sizes>`: '(min-width: 900px) 50vw, 100vw'. */
  sizes: string;
  /** 'eager' for the largest picture above the fold (the LCP image); every other one loads when scrolled near. */
  loading?: 'lazy' | 'eager';
  /** 'high' for the LCP image (with `loading="eager"` and a preload in the head: LeadPhoto); left to the browser otherwise. */
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
}

/** The largest width the `<img>` itself names, for a browser that reads no `<source>`. */
const FALLBACK_MAX_WIDTH = 960;

/**
 * The `srcset` of one format of an image at the widths it is served at (`<source srcset>`, and a preload's
 * `imagesrcset`). A variant is never wider than the original, so the smallest one of a narrow image is the original's width.
 */
export function mediaSrcSet(id: string, width: number, widths: readonly number[], format: MediaVariantFormat): string {
  return widths.map((w) => `${mediaVariantPath(id, w, format)} ${Math.min(w, width)}w`).join(', ');
}

/**
 * An image of the media library as `<picture>`: AVIF, then WebP, each at the widths the image is served at, so the
 * browser fetches the smallest file that fills `sizes`. Plain markup without state: rendered on the server, it
 * ships no JavaScript. A picture that fails says 'Image unavailable' in the page's language instead of showing the
 * browser's broken-image icon: .responsive-image of global.css draws `data-unavailable` over the failed image.
 */
export function ResponsiveImage({
  id,
  width,
  height,
  widths = mediaVariantWidths(width),
  alt,
  sizes,
  loading = 'lazy',
  fetchPriority,
  className,
}: ResponsiveImageProps) {
  const unavailable = useCatalogue(layoutText).imageUnavailable;
  const srcSet = (format: MediaVariantFormat) => mediaSrcSet(id, width, widths, format);
  const fallbackWidth = widths.filter((w) => w <= FALLBACK_MAX_WIDTH).at(-1) ?? widths[0];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={mediaVariantPath(id, fallbackWidth, 'webp')}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={fetchPriority === 'high' ? undefined : 'async'}
        className={className ? `responsive-image ${className}` : 'responsive-image'}
        data-unavailable={unavailable}
        style={{ maxWidth: '100%', height: 'auto' }}
      />
    </picture>
  );
}

/**
 * The media library's rules, shared by the API (which enforces them) and the admin (which checks a file before
 * sending it, so the admin hears at once what the server would say).
 */
export const MEDIA_LIMITS = {
  /** The largest upload accepted, in bytes (15 MB); a larger one is refused with 413. */
  maxBytes: 15 * 1024 * 1024,
  /** The most pixels (width × height) an image may declare: a larger one could be a decompression bomb. */
  maxPixels: 40_000_000,
  /** Alternative text, in each language: what the picture shows, for people who cannot see it. */
  altText: { min: 3, max: 250 },
} as const;

/** The photos one page (a town page) may show, in the order the admin sets. */
export const PAGE_PHOTO_LIMITS = { max: 12 } as const;

/** The only kinds of file accepted, told apart by their first bytes, never by the name or the declared type. */
export const MEDIA_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type MediaMimeType = (typeof MEDIA_MIME_TYPES)[number];

/** The widths every image is offered at (never wider than its original: see mediaVariantWidths). */
export const MEDIA_VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const MEDIA_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];

/**
 * The widths an image of `originalWidth` pixels is served at: the fixed widths up to its own, or the smallest one
 * alone (drawn at the original's size, never enlarged) for an image narrower than that.
 */
export function mediaVariantWidths(originalWidth: number): number[] {
  const fitting = MEDIA_VARIANT_WIDTHS.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [MEDIA_VARIANT_WIDTHS[0]];
}

/** `/media/<id>/<width>.<format>`: one variant of an image; its bytes never change, so it is cached for a year. */
export function mediaVariantPath(id: string, width: number, format: MediaVariantFormat): string {
  return `/media/${id}/${width}.${format}`;
}

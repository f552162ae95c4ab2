import type { MediaMimeType, MediaVariantFormat } from '@costa-sol/common';

export interface NormalisedImage {
  /** The image re-encoded in its own format: orientation applied, EXIF (GPS included), XMP and comments gone. */
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Port: decoding and encoding pictures. `normalise` throws MediaTooManyPixelsError for an image declaring more
 * than MEDIA_LIMITS.maxPixels (before decoding it) and MediaUnreadableError for a truncated or corrupt one.
 */
export abstract class ImageProcessor {
  abstract normalise(bytes: Buffer, type: MediaMimeType): Promise<NormalisedImage>;
  /** The image `width` pixels wide (never enlarged), in `format`. */
  abstract variant(original: Buffer, width: number, format: MediaVariantFormat): Promise<Buffer>;
}

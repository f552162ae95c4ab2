import { MEDIA_LIMITS, type MediaMimeType, type MediaVariantFormat } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';
import { ImageProcessor, type NormalisedImage } from '../../application/image-processor.port';
import { MediaTooManyPixelsError, MediaUnreadableError } from '../../domain/media.errors';
import { RenderQueue } from '../../../../shared/application/render-queue';

const FORMAT_OF: Record<MediaMimeType, 'png' | 'jpeg' | 'webp'> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

/**
 * Untrusted input: libvips refuses to decode more pixels than the limit (decompression bombs), and `failOn:
 * 'warning'` makes a truncated or damaged file an error instead of a half-grey picture. Only the first frame of an
 * animation is read.
 */
const open = (bytes: Buffer): Sharp => sharp(bytes, { limitInputPixels: MEDIA_LIMITS.maxPixels, failOn: 'warning' });

/** Encoders of the stored original (kept close to the upload) and of the variants (sized for the web). */
const reencode = (image: Sharp, format: 'png' | 'jpeg' | 'webp'): Sharp =>
  format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg({ quality: 90 }) : image.webp({ quality: 90 });
const encodeVariant = (image: Sharp, format: MediaVariantFormat): Sharp =>
  format === 'avif' ? image.avif({ quality: 55, effort: 4 }) : image.webp({ quality: 78, effort: 4 });

/**
 * Images with sharp (libvips). Decoding and encoding are CPU and memory work (a 40-megapixel image takes about
 * 160 MB decoded): two at a time per instance, 32 waiting, past that RenderQueueFullError (503).
 */
@Injectable()
export class SharpImageProcessor extends ImageProcessor {
  private readonly queue = new RenderQueue(2, 32);

  async normalise(bytes: Buffer, type: MediaMimeType): Promise<NormalisedImage> {
    const format = FORMAT_OF[type];
    // The header alone, without the pixel limit, so a bomb is told apart from a damaged file.
    const metadata = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw new MediaUnreadableError();
      });
    const { width, height } = metadata;
    // The header must agree with the first bytes (a PNG signature before a JPEG is no PNG).
    if (!width || !height || metadata.format !== format) throw new MediaUnreadableError();
    if (width * height > MEDIA_LIMITS.maxPixels) throw new MediaTooManyPixelsError(width, height);
    // Re-encoded without withMetadata(): EXIF (GPS position, camera serial), XMP, IPTC and comments are dropped, the
    // EXIF orientation applied to the pixels.
    const { data, info } = await this.queue.run(() =>
      reencode(open(bytes).autoOrient(), format)
        .toBuffer({ resolveWithObject: true })
        .catch(() => {
          throw new MediaUnreadableError();
        }),
    );
    return { bytes: data, width: info.width, height: info.height };
  }

  variant(original: Buffer, width: number, format: MediaVariantFormat): Promise<Buffer> {
    return this.queue.run(() => encodeVariant(open(original).resize({ width, withoutEnlargement: true }), format).toBuffer());
  }
}

import { createHash, randomUUID } from 'node:crypto';
import { type Bilingual, MEDIA_LIMITS } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { imageTypeOf } from '../domain/image-signature';
import type { Media } from '../domain/media';
import { MediaTooLargeError, MediaTypeRefusedError } from '../domain/media.errors';
import { ImageProcessor } from './image-processor.port';
import { MediaRepository } from './media-repository.port';
import { Clock } from '../../../shared/application/clock.port';

interface MediaUpload {
  bytes: Buffer;
  alt: Bilingual;
}

/**
 * Adds an image to the library. Every check comes before anything is stored: the size, the type by the file's
 * first bytes (PNG, JPEG, WebP; never SVG), the pixel count declared in its header (decompression bombs), and a
 * full decode (truncated or corrupt files). The original is stored re-encoded, so its metadata (EXIF with GPS
 * position, XMP, comments) is gone and its orientation applied.
 */
@Injectable()
export class UploadMedia {
  constructor(
    private readonly media: MediaRepository,
    private readonly images: ImageProcessor,
    private readonly clock: Clock,
  ) {}

  async execute({ bytes, alt }: MediaUpload): Promise<Media> {
    if (bytes.length > MEDIA_LIMITS.maxBytes) throw new MediaTooLargeError();
    const type = imageTypeOf(bytes);
    if (!type) throw new MediaTypeRefusedError();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const normalised = await this.images.normalise(bytes, type);
    const media: Media = {
      id: randomUUID(),
      mimeType: type,
      width: normalised.width,
      height: normalised.height,
      byteSize: normalised.bytes.length,
      sha256,
      alt,
      createdAt: this.clock.now(),
    };
    await this.media.insert(media, normalised.bytes);
    return media;
  }
}

import { createHash } from 'node:crypto';
import { mediaVariantWidths } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import type { MediaVariantKey } from '../domain/media';
import { MediaNotFoundError } from '../domain/media.errors';
import { ImageProcessor } from './image-processor.port';
import { MediaRepository } from './media-repository.port';
import { type MediaVariant, MediaVariantCache } from './media-variant-cache';

/**
 * One variant of an image (`/media/<id>/<width>.<format>`): from memory, else from the database, else encoded from
 * the stored original and stored, so each variant is made once for all instances and then reused. A width the
 * image is not offered at (mediaVariantWidths: never wider than the original) is not found.
 */
@Injectable()
export class GetMediaVariant {
  constructor(
    private readonly media: MediaRepository,
    private readonly images: ImageProcessor,
    private readonly cache: MediaVariantCache,
  ) {}

  execute(key: MediaVariantKey): Promise<MediaVariant> {
    return this.cache.getOrLoad(`${key.mediaId}/${key.width}.${key.format}`, () => this.load(key));
  }

  private async load(key: MediaVariantKey): Promise<MediaVariant> {
    const media = await this.media.find(key.mediaId);
    if (!media || !mediaVariantWidths(media.width).includes(key.width)) throw new MediaNotFoundError();
    const stored = await this.media.findVariant(key);
    if (stored) return variantOf(stored, key);
    const original = await this.media.findOriginal(key.mediaId);
    // Deleted meanwhile.
    if (!original) throw new MediaNotFoundError();
    return variantOf(await this.media.saveVariant(key, await this.images.variant(original, key.width, key.format)), key);
  }
}

function variantOf(bytes: Buffer, key: MediaVariantKey): MediaVariant {
  return {
    bytes,
    contentType: key.format === 'avif' ? 'image/avif' : 'image/webp',
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
  };
}

import type { Bilingual } from '@costa-sol/common';
import type { Media, MediaVariantKey } from '../domain/media';

/**
 * Port: the library's images and their encoded variants, all in the database (so backups and every instance see
 * the same). `insert` throws MediaDuplicateError when the same file (by SHA-256) is already stored.
 */
export abstract class MediaRepository {
  /** Newest first, without the images' bytes. */
  abstract list(): Promise<Media[]>;
  abstract find(id: string): Promise<Media | undefined>;
  /** The images of these ids that exist, in no set order. */
  abstract findMany(ids: readonly string[]): Promise<Media[]>;
  abstract findOriginal(id: string): Promise<Buffer | undefined>;
  abstract insert(media: Media, original: Buffer): Promise<void>;
  abstract updateAlt(id: string, alt: Bilingual): Promise<void>;
  /** Deletes the image and its variants. */
  abstract delete(id: string): Promise<void>;

  abstract findVariant(key: MediaVariantKey): Promise<Buffer | undefined>;
  /**
   * Stores a variant once: when another instance stored the same one first, its bytes are kept and returned, so
   * every instance serves the same bytes at one URL.
   */
  abstract saveVariant(key: MediaVariantKey, bytes: Buffer): Promise<Buffer>;
}

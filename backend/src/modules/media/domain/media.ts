import type { Bilingual, MediaMimeType, MediaVariantFormat } from '@costa-sol/common';

/** An image of the library. Its pixels never change after upload, so every URL made from its id is immutable. */
export interface Media {
  id: string;
  /** The type of the stored original (found from its first bytes, never from the file's name). */
  mimeType: MediaMimeType;
  /** Of the stored original, after its EXIF orientation was applied. */
  width: number;
  height: number;
  /** Size of the stored original in bytes. */
  byteSize: number;
  /** SHA-256 (hex) of the uploaded file: the same file uploaded twice is found. */
  sha256: string;
  alt: Bilingual;
  createdAt: Date;
}

/** One encoded size of an image, as served at /media/<id>/<width>.<format>. */
export interface MediaVariantKey {
  mediaId: string;
  width: number;
  format: MediaVariantFormat;
}

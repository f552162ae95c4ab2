import type { MediaMimeType } from '@costa-sol/common';
import type { Media } from '../../domain/media';

/** A `media` row as read, without the original's bytes. */
export interface MediaRow {
  id: string;
  mime_type: MediaMimeType;
  width: number;
  height: number;
  byte_size: number;
  sha256: string;
  alt_en: string;
  alt_es: string;
  created_at: Date;
}

export const MEDIA_COLUMNS = 'id, mime_type, width, height, byte_size, sha256, alt_en, alt_es, created_at';

export function fromMediaRow(row: MediaRow): Media {
  return {
    id: row.id,
    mimeType: row.mime_type,
    width: row.width,
    height: row.height,
    byteSize: row.byte_size,
    sha256: row.sha256,
    alt: { en: row.alt_en, es: row.alt_es },
    createdAt: new Date(row.created_at),
  };
}

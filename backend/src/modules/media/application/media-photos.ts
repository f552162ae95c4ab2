import { type Language, mediaVariantWidths } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { PhotoNotFoundError } from '../domain/media.errors';
import { MediaRepository } from './media-repository.port';

/** What a public page needs to draw an image of the library (ResponsiveImage): its size, its text, its widths. */
export interface PhotoView {
  id: string;
  width: number;
  height: number;
  /** The alternative text in the language asked. */
  alt: string;
  /** The widths it is served at, /media/{id}/{width}.avif and .webp. */
  widths: number[];
}

/**
 * The media library as other modules see it (exported by MediaModule): content naming an image by id checks that
 * it exists before saving, and public lists describe the images they show. No module reads the `media` table.
 */
@Injectable()
export class MediaPhotos {
  constructor(private readonly media: MediaRepository) {}

  /**
   * Refuses (400, the field's error `imageUnknown`) the first field naming no image of the library; null and
   * undefined (no photo, or not changed) pass.
   */
  async check(fields: Record<string, string | null | undefined>): Promise<void> {
    const named = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    if (named.length === 0) return;
    const found = new Set((await this.media.findMany(named.map(([, id]) => id))).map((media) => media.id));
    const missing = named.find(([, id]) => !found.has(id));
    if (missing) throw new PhotoNotFoundError(missing[0]);
  }

  /** The images of these ids in one language, by id; an id of no image is left out. */
  async describe(ids: readonly (string | null | undefined)[], language: Language): Promise<Map<string, PhotoView>> {
    const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
    const found = await this.media.findMany(wanted);
    return new Map(
      found.map((media) => [
        media.id,
        { id: media.id, width: media.width, height: media.height, alt: media.alt[language], widths: mediaVariantWidths(media.width) },
      ]),
    );
  }
}

import type { PageKey } from '../domain/page-photos';

/** Port: the photos of each page, in order (table page_photo, migration Photos20261128). */
export abstract class PagePhotoRepository {
  /** The media ids of a page, first to last. */
  abstract list(page: PageKey): Promise<string[]>;
  /** Replaces a page's photos with these, in this order, in one transaction. */
  abstract replace(page: PageKey, mediaIds: readonly string[]): Promise<void>;
  /** The photos of page `from` become those of page `to` (a town's English slug changed), replacing what `to` had. */
  abstract movePage(from: PageKey, to: PageKey): Promise<void>;
  /** How many pages show this image. */
  abstract countUses(mediaId: string): Promise<number>;
}

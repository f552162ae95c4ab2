import { guideRouteKeyOf, manufacturerSlugOf, photoPageKey } from '@costa-sol/common';
import type { PageKey } from '../domain/page-photos';
import { PagePhotoPageNotFoundError } from '../domain/page-photos.errors';

/** The page key of a manufacturer page named by its slug ('daikin'); any other slug is not found (404). */
export function brandPhotoPage(slug: string): PageKey {
  const brand = manufacturerSlugOf(slug);
  if (!brand) throw new PagePhotoPageNotFoundError('No such manufacturer page.');
  return photoPageKey.brand(brand);
}

/** The page key of a guide named by its route key ('hvacSizingGuide'); any other key is not found (404). */
export function guidePhotoPage(key: string): PageKey {
  const guide = guideRouteKeyOf(key);
  if (!guide) throw new PagePhotoPageNotFoundError('No such guide.');
  return photoPageKey.guide(guide);
}

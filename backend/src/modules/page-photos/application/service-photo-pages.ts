import { SERVICE_ROUTE_KEYS } from '@costa-sol/common';
import { type PageKey, servicePageKey } from '../domain/page-photos';
import { PagePhotoPageNotFoundError } from '../domain/page-photos.errors';

/** The page key of a service page named by its route key ('airConditioning'); any other key is not found (404). */
export function servicePhotoPage(key: string): PageKey {
  const service = SERVICE_ROUTE_KEYS.find((known) => known === key);
  if (!service) throw new PagePhotoPageNotFoundError();
  return servicePageKey(service);
}

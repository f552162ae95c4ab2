import { SERVICE_ROUTE_KEYS, type ServiceRouteKey } from '@costa-sol/common';
import { PriceGuideServiceNotFoundError } from '../domain/price-guide.errors';

/** The service page named by its route key ('airConditioning'); any other key is not found (404). */
export function priceGuideService(key: string): ServiceRouteKey {
  const service = SERVICE_ROUTE_KEYS.find((known) => known === key);
  if (!service) throw new PriceGuideServiceNotFoundError();
  return service;
}

import type { BusinessSettings } from './business-settings';

const METRES_PER_MILE = 1609.344;

/**
 * The standard-response area as the pages state it, from the business settings: the base's town (its name in the
 * postal address), its map position and the radius in whole kilometres and whole miles (English texts give both).
 */
export interface ServiceArea {
  base: string;
  centre: { lat: number; lng: number };
  radiusMeters: number;
  radiusKm: number;
  radiusMiles: number;
}

export function serviceArea(settings: Pick<BusinessSettings, 'address' | 'geo' | 'serviceRadiusMeters'>): ServiceArea {
  const radiusMeters = settings.serviceRadiusMeters;
  return {
    base: settings.address.locality,
    centre: { lat: settings.geo.lat, lng: settings.geo.lng },
    radiusMeters,
    radiusKm: Math.round(radiusMeters / 1000),
    radiusMiles: Math.round(radiusMeters / METRES_PER_MILE),
  };
}

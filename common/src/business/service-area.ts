import type { BusinessSettings } from './business-settings.schema';

const METRES_PER_MILE = 1609.344;
const EARTH_RADIUS_KM = 6371;

interface Point {
  lat: number;
  lng: number;
}

/**
 * The standard-response area as the pages state it, from the business settings: the base's town (its name in the
 * postal address), its map position and the radius in whole kilometres and whole miles (English texts give both).
 */
export interface ServiceArea {
  base: string;
  centre: Point;
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

/** The radius as English texts state it, miles first: "30 miles (48 km)", or before a noun "30-mile (48 km)". */
export function milesAndKm({ radiusMiles, radiusKm }: Pick<ServiceArea, 'radiusMiles' | 'radiusKm'>, form: 'noun' | 'modifier'): string {
  const miles = form === 'modifier' ? `${radiusMiles}-mile` : `${radiusMiles} ${radiusMiles === 1 ? 'mile' : 'miles'}`;
  return `${miles} (${radiusKm} km)`;
}

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km: a straight line, no roads. */
export function distanceKm(a: Point, b: Point): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Whether a place gets standard response: within the radius of the base, in a straight line. */
export function inServiceArea(area: Pick<ServiceArea, 'centre' | 'radiusMeters'>, place: Point): boolean {
  return distanceKm(area.centre, place) * 1000 <= area.radiusMeters;
}

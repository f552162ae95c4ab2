import { distanceKm, inServiceArea, type ServiceArea } from '@costa-sol/common';
import type { Coordinates } from './town-file';

/** The eight compass points, clockwise from north. */
export const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/**
 * Where a town lies from the base (docs/product.md, "Opening hours and service area"). The one service area, from
 * the business settings: standard response within the radius around the base's map position, the rest of the
 * province by appointment. Computed from the town's coordinates only: no road data, so no drive times.
 */
export interface ServiceReach {
  /** Straight-line distance from the base, whole km. */
  distanceKm: number;
  /** Which way the town lies from the base. */
  direction: CompassPoint;
  /** Inside the standard-response area: visits on any working day, emergencies within the settings' emergencyResponseHours. */
  standardResponse: boolean;
}

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The compass point nearest to the initial bearing from `a` to `b`. */
export function compassPoint(a: Coordinates, b: Coordinates): CompassPoint {
  const y = Math.sin(rad(b.lng - a.lng)) * Math.cos(rad(b.lat));
  const x = Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) - Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lng - a.lng));
  const bearing = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return COMPASS_POINTS[Math.round(bearing / 45) % 8];
}

export function serviceReach(town: Coordinates, area: Pick<ServiceArea, 'centre' | 'radiusMeters'>): ServiceReach {
  return {
    distanceKm: Math.round(distanceKm(area.centre, town)),
    direction: compassPoint(area.centre, town),
    standardResponse: inServiceArea(area, town),
  };
}

/** Mean Earth radius in km: the same sphere the backend's distances use (a map to the km, not to the metre). */
const EARTH_RADIUS_KM = 6371;
const DEGREE_KM = (Math.PI / 180) * EARTH_RADIUS_KM;
/** Room around the outermost town or the circle, in km, so dots and labels are not cut at the edge. */
const MARGIN_KM = 8;

interface Coordinates {
  lat: number;
  lng: number;
}

export interface MapPoint {
  x: number;
  y: number;
}

interface MapFrame {
  /** The SVG viewBox: x, y, width and height in km. */
  viewBox: [number, number, number, number];
  /** The service circle's radius, in km (one map unit is one km). */
  radius: number;
  project(point: Coordinates): MapPoint;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * An equirectangular projection centred on the base, longitudes scaled by cos(base latitude), so at the
 * province's scale (150 km) a circle of km on the ground stays a circle on the map. North is up (SVG y grows down).
 * The frame holds the circle and every point given.
 */
export function mapFrame(centre: Coordinates, radiusKm: number, points: readonly Coordinates[]): MapFrame {
  const lngScale = Math.cos((centre.lat * Math.PI) / 180) * DEGREE_KM;
  const project = ({ lat, lng }: Coordinates): MapPoint => ({
    x: tenth((lng - centre.lng) * lngScale),
    y: tenth((centre.lat - lat) * DEGREE_KM),
  });
  const projected = points.map(project);
  const xs = [-radiusKm, radiusKm, ...projected.map((point) => point.x)];
  const ys = [-radiusKm, radiusKm, ...projected.map((point) => point.y)];
  const left = Math.floor(Math.min(...xs) - MARGIN_KM);
  const top = Math.floor(Math.min(...ys) - MARGIN_KM);
  const width = Math.ceil(Math.max(...xs) + MARGIN_KM) - left;
  const height = Math.ceil(Math.max(...ys) + MARGIN_KM) - top;
  return { viewBox: [left, top, width, height], radius: tenth(radiusKm), project };
}

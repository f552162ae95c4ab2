import { BUSINESS } from '@costa-sol/common';
import { compassPoint, distanceKm, serviceReach, STANDARD_RADIUS_KM } from './service-reach';

describe('serviceReach (from the Marbella base)', () => {
  it('measures the straight line and the compass point', () => {
    // Málaga city lies 47 km north-east of the base, in a straight line.
    const malaga = { lat: 36.7213, lng: -4.4214 };
    expect(Math.round(distanceKm(BUSINESS.geo, malaga))).toBe(47);
    expect(compassPoint(BUSINESS.geo, malaga)).toBe('NE');
    expect(compassPoint(BUSINESS.geo, { lat: BUSINESS.geo.lat + 0.3, lng: BUSINESS.geo.lng })).toBe('N');
    expect(compassPoint(BUSINESS.geo, { lat: BUSINESS.geo.lat, lng: BUSINESS.geo.lng - 0.3 })).toBe('W');
  });

  it('puts a town inside the standard-response area up to 30 miles (48 km), and outside beyond', () => {
    expect(STANDARD_RADIUS_KM).toBe(48);
    const nerja = { lat: 36.7581, lng: -3.8747 };
    expect(serviceReach(nerja)).toEqual({ distanceKm: 94, direction: 'E', standardResponse: false });
    expect(serviceReach({ lat: 36.6891, lng: -4.8876 }).standardResponse).toBe(true);
  });
});

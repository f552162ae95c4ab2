import { distanceKm, inServiceArea, seedBusinessSettings, serviceArea } from '@costa-sol/common';
import { compassPoint, serviceReach } from './service-reach';

const seed = seedBusinessSettings();
const area = serviceArea(seed);
const base = area.centre;
const malaga = { lat: 36.7213, lng: -4.4214 };
const nerja = { lat: 36.7581, lng: -3.8747 };

describe('serviceArea (the business settings as the pages state them)', () => {
  it('names the base by its town and gives the radius in whole km and miles', () => {
    expect(area).toEqual({ base: 'Marbella', centre: seed.geo, radiusMeters: 48280, radiusKm: 48, radiusMiles: 30 });
    expect(serviceArea({ ...seed, serviceRadiusMeters: 20_000 })).toMatchObject({ radiusKm: 20, radiusMiles: 12 });
    expect(serviceArea({ ...seed, serviceRadiusMeters: 1_500 })).toMatchObject({ radiusKm: 2, radiusMiles: 1 });
  });

  it('holds a place up to the radius, in a straight line', () => {
    expect(inServiceArea(area, malaga)).toBe(true);
    expect(inServiceArea({ ...area, radiusMeters: 47_000 }, malaga)).toBe(false);
    expect(inServiceArea(area, base)).toBe(true);
  });
});

describe('serviceReach (from the base of the business settings)', () => {
  it('measures the straight line and the compass point', () => {
    // Málaga city lies 47 km north-east of the Marbella base, in a straight line.
    expect(Math.round(distanceKm(base, malaga))).toBe(47);
    expect(compassPoint(base, malaga)).toBe('NE');
    expect(compassPoint(base, { lat: base.lat + 0.3, lng: base.lng })).toBe('N');
    expect(compassPoint(base, { lat: base.lat, lng: base.lng - 0.3 })).toBe('W');
  });

  it('puts a town inside the standard-response area up to the radius (seed: 30 miles, 48 km), and outside beyond', () => {
    expect(serviceReach(nerja, area)).toEqual({ distanceKm: 94, direction: 'E', standardResponse: false });
    expect(serviceReach({ lat: 36.6891, lng: -4.8876 }, area).standardResponse).toBe(true);
    expect(serviceReach(malaga, area).standardResponse).toBe(true);
  });

  it('follows a smaller radius and a moved base', () => {
    expect(serviceReach(malaga, { ...area, radiusMeters: 20_000 }).standardResponse).toBe(false);
    // From a base in Málaga city, Nerja is 49 km east and Marbella 47 km south-west.
    const fromMalaga = { centre: malaga, radiusMeters: 48280 };
    expect(serviceReach(nerja, fromMalaga)).toEqual({ distanceKm: 49, direction: 'E', standardResponse: false });
    expect(serviceReach(base, fromMalaga)).toEqual({ distanceKm: 47, direction: 'SW', standardResponse: true });
  });
});

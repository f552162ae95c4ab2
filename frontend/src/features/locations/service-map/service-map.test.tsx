// @vitest-environment jsdom
import { seedBusinessSettings, serviceArea, townPath } from '@costa-sol/common';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mapFrame } from './map-projection';
import { ServiceMapFigure } from './service-map-figure';

const seedArea = serviceArea(seedBusinessSettings());
const RADIUS_KM = seedArea.radiusMeters / 1000;
/** Degrees of latitude in the radius, on the projection's sphere. */
const RADIUS_LAT = RADIUS_KM / ((Math.PI / 180) * 6371);
const base = seedArea.centre;

const towns = [
  { name: 'Marbella', slug: 'marbella', comarca: { id: 'malaga-costa-del-sol' as const }, coordinates: base },
  { name: 'Ronda', slug: 'ronda', comarca: { id: 'serrania-de-ronda' as const }, coordinates: { lat: 36.7423, lng: -5.1671 } },
  { name: 'Nerja', slug: 'nerja', comarca: { id: 'axarquia' as const }, coordinates: { lat: 36.7577, lng: -3.8744 } },
];

function render(props: { current?: string; comarca?: string; baseLabel?: string; area?: typeof seedArea } = {}): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(
    <ServiceMapFigure towns={towns} area={seedArea} language="es" caption="Our service area" skipLabel="Skip the map" {...props} />,
  );
  return holder;
}

describe('mapFrame', () => {
  it('puts the base at the centre and a point one radius away on the circle, north up', () => {
    const frame = mapFrame(base, RADIUS_KM, []);
    expect(frame.project(base)).toEqual({ x: 0, y: 0 });
    expect(frame.project({ lat: base.lat + RADIUS_LAT, lng: base.lng })).toEqual({ x: 0, y: -frame.radius });
    const lngDegrees = RADIUS_LAT / Math.cos((base.lat * Math.PI) / 180);
    expect(frame.project({ lat: base.lat, lng: base.lng + lngDegrees })).toEqual({ x: frame.radius, y: 0 });
    expect(frame.radius).toBeCloseTo(48.3, 5);
  });

  it('frames the circle and every point', () => {
    const frame = mapFrame(
      base,
      RADIUS_KM,
      towns.map((town) => town.coordinates),
    );
    const [left, top, width, height] = frame.viewBox;
    for (const point of [...towns.map((town) => frame.project(town.coordinates)), { x: -48.3, y: -48.3 }, { x: 48.3, y: 48.3 }]) {
      expect(point.x).toBeGreaterThan(left);
      expect(point.x).toBeLessThan(left + width);
      expect(point.y).toBeGreaterThan(top);
      expect(point.y).toBeLessThan(top + height);
    }
  });
});

describe('ServiceMapFigure', () => {
  it('is a captioned figure, not an image, with every town once as a named link to its page', () => {
    const figure = render().querySelector('figure')!;
    expect(figure.querySelector('figcaption')?.textContent).toBe('Our service area');
    expect(figure.querySelector('[role="img"]')).toBeNull();
    const links = [...figure.querySelectorAll('a')];
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual(
      towns.map((town) => [town.name, townPath(town.slug, 'es')]),
    );
    expect(figure.querySelector('title')).toBeNull();
    expect(figure.querySelector('[aria-current]')).toBeNull();
  });

  it('draws the circle and the base at the centre', () => {
    const svg = render({ baseLabel: 'Our base' }).querySelector('svg')!;
    const area = svg.querySelector('.service-map__area')!;
    expect([area.getAttribute('cx'), area.getAttribute('cy'), area.getAttribute('r')]).toEqual(['0', '0', '48.3']);
    expect(svg.querySelector('.service-map__base')?.textContent).toBe('Our base');
  });

  it("centres the circle on the settings' base with their radius", () => {
    const ronda = towns[1].coordinates;
    const svg = render({ area: { ...seedArea, centre: ronda, radiusMeters: 20_000 } }).querySelector('svg')!;
    expect(svg.querySelector('.service-map__area')?.getAttribute('r')).toBe('20');
    const rondaDot = svg.querySelector('a[aria-label="Ronda"] circle')!;
    expect([rondaDot.getAttribute('cx'), rondaDot.getAttribute('cy')]).toEqual(['0', '0']);
  });

  it('marks and labels the current town, still once', () => {
    const holder = render({ current: 'ronda' });
    const current = holder.querySelector('a[aria-current="page"]')!;
    expect(current.getAttribute('href')).toBe(townPath('ronda', 'es'));
    expect(current.textContent).toBe('Ronda');
    expect(holder.querySelectorAll(`a[href="${townPath('ronda', 'es')}"]`)).toHaveLength(1);
    expect(holder.querySelectorAll('figure a')).toHaveLength(towns.length);
  });

  it('opens with a link past the map, to the element just after the figure', () => {
    const holder = render();
    const first = holder.querySelector('a')!;
    expect(first.textContent).toBe('Skip the map');
    expect(first.compareDocumentPosition(holder.querySelector('figure')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const target = holder.querySelector(first.getAttribute('href')!)!;
    expect(target.previousElementSibling?.tagName).toBe('FIGURE');
    expect(target.getAttribute('tabindex')).toBe('-1');
  });

  it("on a comarca hub emphasises that comarca's towns and mutes the others", () => {
    const holder = render({ comarca: 'axarquia' });
    const emphasised = [...holder.querySelectorAll('.service-map__town--emphasised')].map((link) => link.getAttribute('aria-label'));
    expect(emphasised).toEqual(['Nerja']);
    expect(holder.querySelectorAll('.service-map__town--muted')).toHaveLength(2);
  });
});

import { type Language, type ServiceArea, townPath } from '@costa-sol/common';
import type { ReactNode } from 'react';
import type { TownSummary } from '../api/location-types';
import { type MapPoint, mapFrame } from './map-projection';

type MapTown = Pick<TownSummary, 'name' | 'slug' | 'coordinates'> & { comarca: Pick<TownSummary['comarca'], 'id'> };

interface ServiceMapFigureProps {
  towns: readonly MapTown[];
  /** The business settings' service area: the circle around the base. */
  area: Pick<ServiceArea, 'centre' | 'radiusMeters'>;
  language: Language;
  caption: ReactNode;
  /** The words of the link that lets a keyboard user jump past the map's town links ("Skip the map"). */
  skipLabel: string;
  /** The words beside the base's mark; without them the caption explains the mark. */
  baseLabel?: string;
  /** The slug (in the page's language) of the town whose page this is: marked and labelled. */
  current?: string;
  /** A comarca hub's id: its towns stand out, the others are muted. */
  comarca?: string;
}

/** A dot's look: every town alike, or on a comarca hub that comarca's towns larger and the others muted. */
function dotLook(town: MapTown, comarca: string | undefined): { className: string; r: number } {
  if (!comarca) return { className: 'service-map__town', r: 1.5 };
  return town.comarca.id === comarca
    ? { className: 'service-map__town service-map__town--emphasised', r: 2 }
    : { className: 'service-map__town service-map__town--muted', r: 1.2 };
}

function TownLink({ town, at, language, comarca }: { town: MapTown; at: MapPoint; language: Language; comarca?: string }) {
  const { className, r } = dotLook(town, comarca);
  return (
    <a href={townPath(town.slug, language)} aria-label={town.name} className={className}>
      <circle cx={at.x} cy={at.y} r={r} />
    </a>
  );
}

/** Where the skip link lands: just after the map (one map a page). */
const AFTER_MAP_ID = 'after-service-map';

/**
 * The service area drawn as plain SVG on the server (no tiles, no cookies, no script): the circle of standard
 * response around the base, the base, and every town as a dot linking to its page. A figure, not role="img", because
 * it holds links; the dots' names are aria-labels (an SVG <title> would add every town's name to each page's text).
 * A keyboard user would tab through some 130 town links before the rest of the page: a link before the figure, shown
 * when focused, jumps to the element after it.
 */
export function ServiceMapFigure({ towns, area, language, caption, skipLabel, baseLabel, current, comarca }: ServiceMapFigureProps) {
  const frame = mapFrame(
    area.centre,
    area.radiusMeters / 1000,
    towns.map((town) => town.coordinates),
  );
  const base = frame.project(area.centre);
  const marked = towns.find((town) => town.slug === current);
  const markedAt = marked && frame.project(marked.coordinates);
  return (
    <div className="service-map__frame">
      <a className="service-map__skip" href={`#${AFTER_MAP_ID}`}>
        {skipLabel}
      </a>
      <figure className="service-map">
        <svg className="service-map__svg" viewBox={frame.viewBox.join(' ')} xmlns="http://www.w3.org/2000/svg">
          <circle className="service-map__area" cx={base.x} cy={base.y} r={frame.radius} />
          <g>
            {towns
              .filter((town) => town !== marked)
              .map((town) => (
                <TownLink key={town.slug} town={town} at={frame.project(town.coordinates)} language={language} comarca={comarca} />
              ))}
          </g>
          <g className="service-map__base" aria-hidden="true">
            <rect x={base.x - 2.2} y={base.y - 2.2} width={4.4} height={4.4} transform={`rotate(45 ${base.x} ${base.y})`} />
            {baseLabel && (
              <text x={base.x} y={base.y + 8} textAnchor="middle">
                {baseLabel}
              </text>
            )}
          </g>
          {marked && markedAt && (
            <a href={townPath(marked.slug, language)} aria-current="page" className="service-map__town service-map__town--current">
              <circle cx={markedAt.x} cy={markedAt.y} r={2.6} />
              <text x={markedAt.x} y={markedAt.y - 4.5} textAnchor="middle">
                {marked.name}
              </text>
            </a>
          )}
        </svg>
        <figcaption className="service-map__caption">{caption}</figcaption>
      </figure>
      <span id={AFTER_MAP_ID} tabIndex={-1} className="service-map__after" />
    </div>
  );
}

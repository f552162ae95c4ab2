import type { ReactNode } from 'react';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { useServiceArea } from '../../../lib/service-area';
import { useMapTowns } from '../api/get-map-towns';
import { locationsText } from '../content/locations-text';
import { ServiceMapFigure } from './service-map-figure';

interface ServiceMapProps {
  /** The town page's town (its slug in the page's language). */
  current?: string;
  /** A comarca hub's id. */
  comarca?: string;
  /**
   * A page's own caption in place of the service-area one; the base is then explained by its mark in the caption
   * (town pages: the same boilerplate on 260 pages would make them more alike, see e2e/town-pages.spec.ts).
   */
  caption?: ReactNode;
}

/** The service-area map of a public page, from every town's coordinates; static markup, not an island. */
export function ServiceMap({ current, comarca, caption }: ServiceMapProps) {
  const language = useLanguage();
  const towns = useMapTowns(language);
  const text = useCatalogue(locationsText).map;
  const area = useServiceArea();
  const common = { towns, area, language, current, comarca, skipLabel: text.skip };
  if (caption) return <ServiceMapFigure {...common} caption={caption} />;
  const areaCaption = (
    <>
      <strong>{text.caption(area)}</strong> {text.hint}
    </>
  );
  return <ServiceMapFigure {...common} caption={areaCaption} baseLabel={text.base} />;
}

import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { useMapTowns } from '../api/get-map-towns';
import { locationsText } from '../content/locations-text';
import { ServiceMapFigure } from './service-map-figure';

/** The service-area map of a public page, from every town's coordinates; static markup, not an island. */
export function ServiceMap({ current, comarca }: { current?: string; comarca?: string }) {
  const language = useLanguage();
  const towns = useMapTowns(language);
  const text = useCatalogue(locationsText).map;
  return <ServiceMapFigure towns={towns} language={language} text={text} current={current} comarca={comarca} />;
}

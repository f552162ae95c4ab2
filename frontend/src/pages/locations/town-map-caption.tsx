import type { LocationDetail } from '../../features/locations/api/location-types';
import { locationsText } from '../../features/locations/content/locations-text';
import { useCatalogue } from '../../i18n/i18n-context';
import { useServiceArea } from '../../lib/service-area';

/** A town page's map caption: how far the town is from the base, whose mark (◆) it shows as a legend. */
export function TownMapCaption({ reach }: Pick<LocationDetail, 'reach'>) {
  const t = useCatalogue(locationsText);
  const { base } = useServiceArea();
  return (
    <>
      <strong>
        {t.distance(base)} <span aria-hidden="true">◆</span>:
      </strong>{' '}
      {reach.distanceKm === 0 ? t.atBase : t.distanceValue(reach.distanceKm, t.directions[reach.direction])}
    </>
  );
}

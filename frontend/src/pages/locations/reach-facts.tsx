import Box from '@mui/material/Box';
import type { LocationDetail } from '../../features/locations/api/location-types';
import { locationsText } from '../../features/locations/content/locations-text';
import { useCatalogue } from '../../i18n/i18n-context';
import { useBusiness } from '../../lib/business';

/**
 * Altitude where known, coordinates, the way to the provincial capital, service and emergency response for one town,
 * from its data (service-reach.ts and location-directory.ts in the backend); the distance and direction from the base
 * are the caption of the map above (TownMapCaption).
 */
export function ReachFacts({
  reach,
  altitude,
  coordinates,
  capital,
}: Pick<LocationDetail, 'reach' | 'altitude' | 'coordinates' | 'capital'>) {
  const t = useCatalogue(locationsText);
  const { emergencyResponseHours } = useBusiness();
  const facts: [string, string][] = [
    ...(altitude ? [[t.altitude, t.altitudeValue(altitude.metres, t.emphases[altitude.emphasis])] as [string, string]] : []),
    [t.coordinates, t.coordinatesValue(coordinates.lat, coordinates.lng)],
    ...(capital ? [[t.capital(capital.name), t.nearbyValue(capital.distanceKm, t.directions[capital.direction])] as [string, string]] : []),
    [t.service, reach.standardResponse ? t.standard : t.appointment],
    [t.emergency, reach.standardResponse ? t.emergencyStandard(emergencyResponseHours) : t.emergencyAppointment],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 1fr) 2fr' }, columnGap: 3 }}>
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 700, mt: 1 }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, mt: { sm: 1 } }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

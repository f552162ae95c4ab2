import { routePath } from '@costa-sol/common';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ComarcaHub } from '../../features/locations/api/location-types';
import { locationsText } from '../../features/locations/content/locations-text';
import { formatNumber } from '../../features/hvac-calculator/format-number';
import { sizeRoom } from '../../features/hvac-calculator/sizing';
import { formatResult } from '../../features/hvac-calculator/sizing-summary';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';

/** The room the example sizes: a typical living room, worked through the calculator's own method. */
const EXAMPLE_ROOM = {
  area: 25,
  unit: 'm2',
  ceilingHeight: 2.5,
  exposure: 'normal',
  insulation: 'average',
  occupants: 2,
  kitchen: false,
} as const;
const HEATING_FROM_M = 500;

/** A comarca hub's worked example: the calculator's figures for a living room, and how many towns need heating first. */
export function SizingExample({ towns }: { towns: ComarcaHub['towns'] }) {
  const t = useCatalogue(locationsText);
  const language = useLanguage();
  const figures = formatResult(sizeRoom(EXAMPLE_ROOM), language);
  const high = towns.filter((town) => (town.altitudeM ?? 0) >= HEATING_FROM_M).length;
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
        {t.sizingHeading}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {t.sizingExample(
          `${formatNumber(EXAMPLE_ROOM.area, language)} m²`,
          figures.kw,
          figures.btu,
          figures.frigorias,
          figures.splitKw ?? '',
        )}
      </Typography>
      <Typography sx={{ mb: 1 }}>{high > 0 ? t.sizingHeating(high, towns.length) : t.sizingNoHeating}</Typography>
      <Link component={RouterLink} to={routePath('hvacCalculator', language)} sx={{ display: 'inline-block', mb: 4 }}>
        {t.sizingLink}
      </Link>
    </>
  );
}

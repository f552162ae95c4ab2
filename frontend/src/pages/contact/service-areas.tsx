import { inServiceArea, routePath } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useMapTowns } from '../../features/locations/api/get-map-towns';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { layoutText } from '../../i18n/layout-text';
import { useServiceArea } from '../../lib/service-area';
import { ContactBlock } from './contact-block';
import { contactText } from './contact-text';

/** The service area as the business settings set it, with the footer's towns that lie inside it. */
export function ServiceAreas() {
  const t = useCatalogue(contactText);
  const layout = useCatalogue(layoutText);
  const language = useLanguage();
  const area = useServiceArea();
  const towns = useMapTowns(language);
  const locations = routePath('locations', language);
  const inside = layout.towns.filter(([slug]) => {
    const town = towns.find((known) => known.slug === slug);
    return town !== undefined && inServiceArea(area, town.coordinates);
  });
  return (
    <ContactBlock id="areas-heading" heading={t.areas.heading}>
      <Typography sx={{ mb: 1 }}>
        {t.areas.radius(area)}
        {inside.length > 0 ? `, ${t.areas.including}` : ','}
      </Typography>
      {inside.length > 0 && (
        <Box component="ul" sx={{ m: 0, mb: 1, pl: 3 }}>
          {inside.map(([slug, name]) => (
            <li key={slug}>
              <Link component={RouterLink} to={`${locations}/${slug}`}>
                {name}
              </Link>
            </li>
          ))}
        </Box>
      )}
      <Typography sx={{ mb: 2 }}>{t.areas.province}</Typography>
      <Link component={RouterLink} to={locations} sx={{ fontWeight: 700 }}>
        {t.areas.all}
      </Link>
    </ContactBlock>
  );
}

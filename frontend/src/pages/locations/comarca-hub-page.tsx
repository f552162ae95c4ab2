import { comarcaHubPath, routePath, townPath } from '@costa-sol/common';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useComarcaHub } from '../../features/locations/api/get-comarca-hub';
import { ServiceMap } from '../../features/locations/service-map/service-map';
import { locationsText } from '../../features/locations/content/locations-text';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { useBusiness } from '../../lib/business';
import { buildPageHead } from '../../lib/page-head';
import { useServiceArea } from '../../lib/service-area';
import { useSiteConfig } from '../../lib/site-config';
import { NotFoundPage } from '../not-found-page';
import { SizingExample } from './sizing-example';

/** A comarca's hub: its climate and every town, nearest to the base first, each linked. */
export default function ComarcaHubPage() {
  const { comarcaId = '' } = useParams();
  const language = useLanguage();
  const t = useCatalogue(locationsText);
  const { origin } = useSiteConfig();
  const area = useServiceArea();
  const { brandWithTrade } = useBusiness();
  const hub = useComarcaHub(comarcaId, language);
  if (!hub) return <NotFoundPage />;
  const base = routePath('locations', language);
  const standard = hub.towns.filter((town) => town.standardResponse).length;
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Head
        {...buildPageHead({
          origin,
          brand: brandWithTrade,
          language,
          paths: { en: comarcaHubPath(hub.id, 'en'), es: comarcaHubPath(hub.id, 'es') },
          title: t.hubTitle(hub.name),
          description: t.hubDescription(hub.name, hub.towns.length, area.base),
          breadcrumbs: [
            { name: t.home, path: routePath('home', language) },
            { name: t.indexHeading, path: base },
            { name: hub.name, path: comarcaHubPath(hub.id, language) },
          ],
        })}
      />
      <Typography variant="h1" gutterBottom>
        {t.hubHeading(hub.name)}
      </Typography>
      <Typography sx={{ fontSize: '1.15rem', mb: 3 }}>{t.hubIntro(hub.towns.length, standard, area)}</Typography>
      <Button component={RouterLink} to={`${routePath('home', language)}#quote`} variant="contained" color="secondary" sx={{ mb: 5 }}>
        {t.getQuote}
      </Button>
      <Typography id="hub-climate" variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
        {t.hubClimate}
      </Typography>
      <Typography sx={{ mb: 4 }}>{hub.climate}</Typography>
      <SizingExample towns={hub.towns} />
      <ServiceMap comarca={hub.id} />
      <Typography id="hub-towns" variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
        {t.hubTowns}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby="hub-towns">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t.columns.town}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t.columns.distance(area.base)}
              </TableCell>
              <TableCell component="th" scope="col">
                {t.columns.direction}
              </TableCell>
              <TableCell component="th" scope="col">
                {t.columns.service}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {hub.towns.map((town) => (
              <TableRow key={town.slug}>
                <TableCell component="th" scope="row">
                  <Link component={RouterLink} to={townPath(town.slug, language)}>
                    {town.name}
                  </Link>
                </TableCell>
                <TableCell align="right">{t.kilometres(town.distanceKm)}</TableCell>
                <TableCell>{town.distanceKm === 0 ? t.atBase : t.directions[town.direction]}</TableCell>
                <TableCell>{town.standardResponse ? t.standardShort : t.appointmentShort}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Container>
  );
}

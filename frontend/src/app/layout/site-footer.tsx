import {
  businessClock,
  FOOTER_LOCATIONS,
  MANUFACTURER_SLUGS,
  manufacturerPath,
  pagesIn,
  type RouteKey,
  routePath,
  townPath,
} from '@costa-sol/common';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConsentSettingsButton } from '../../features/consent/components/consent-notice';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { useBusiness } from '../../lib/business';
import { weeklyHoursLine } from '../../lib/opening-hours';
import { withFullStop } from '../../lib/sentence';
import { useSiteConfig } from '../../lib/site-config';
import { layoutText } from '../../i18n/layout-text';
import { BRAND_NAMES, pageNames } from '../../i18n/page-names';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 2.4 }}>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1rem', mb: 1.5, color: '#fff' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {children}
      </Box>
    </Grid>
  );
}

function Item({ to, href, children }: { to?: string; href?: string; children: ReactNode }) {
  const sx = { color: '#e8eef2' };
  return (
    <li>
      {to ? (
        <Link component={RouterLink} to={to} sx={sx}>
          {children}
        </Link>
      ) : (
        <Link href={href} target="_blank" rel="noopener noreferrer" sx={sx}>
          {children}
        </Link>
      )}
    </li>
  );
}

export function SiteFooter() {
  const t = useCatalogue(layoutText);
  const names = useCatalogue(pageNames);
  const language = useLanguage();
  const services = pagesIn('footerServices');
  const resources = pagesIn('footerResources');
  const legal = pagesIn('footerLegal');
  const linkNames: Partial<Record<RouteKey, string>> = t.footer.linkNames;
  const footerName = (key: RouteKey) => linkNames[key] ?? names[key];
  const towns = t.towns.slice(0, FOOTER_LOCATIONS);
  const business = useBusiness();
  const social = business.social;
  const { analytics } = useSiteConfig();
  return (
    // The foot keeps 80 px for the floating WhatsApp button (16 px from the edge, 48 or 56 px high: global.css), so
    // at the page's end it rests clear of the last links.
    <Box component="footer" sx={{ bgcolor: '#0a2f40', color: '#e8eef2', pt: 6, pb: 10 }}>
      <Container maxWidth="lg">
        <Typography sx={{ maxWidth: 720, mb: 4 }}>{t.footer.about(business.brandWithTrade)}</Typography>
        <Grid container spacing={4}>
          <Column title={t.footer.services}>
            {services.map(({ key }) => (
              <Item key={key} to={routePath(key, language)}>
                {names[key]}
              </Item>
            ))}
          </Column>
          <Column title={t.footer.brands}>
            {MANUFACTURER_SLUGS.map((slug) => (
              <Item key={slug} to={manufacturerPath(slug, language)}>
                {BRAND_NAMES[slug]}
              </Item>
            ))}
            <Item to={routePath('manufacturers', language)}>{names.manufacturers}</Item>
          </Column>
          <Column title={t.footer.locations}>
            {towns.map(([slug, name]) => (
              <Item key={slug} to={townPath(slug, language)}>
                {name}
              </Item>
            ))}
            <Item to={routePath('locations', language)}>{t.footer.viewAllLocations}</Item>
          </Column>
          <Column title={t.footer.resources}>
            {resources.map(({ key }) => (
              <Item key={key} to={routePath(key, language)}>
                {names[key]}
              </Item>
            ))}
          </Column>
          <Column title={t.footer.more}>
            <Item to={routePath('contact', language)}>{t.footer.getInTouch}</Item>
            <Item href={social.facebook}>{t.footer.social.facebook}</Item>
            <Item href={social.linkedin}>{t.footer.social.linkedin}</Item>
            <Item href={`https://wa.me/${business.whatsappNumber}`}>{t.footer.social.whatsapp}</Item>
            <Item href={social.youtube}>{t.footer.social.youtube}</Item>
            <Item href={social.tiktok}>{t.footer.social.tiktok}</Item>
            <Item href={social.google}>{t.footer.social.google}</Item>
            <Item href={social.homeServicesDirectory}>{t.footer.social.directory}</Item>
            <Item href={business.googleReviewUrl}>{t.footer.social.reviews}</Item>
          </Column>
        </Grid>
        <Box
          sx={{
            mt: 5,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.2)',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">
            © {businessClock(new Date()).year} {withFullStop(business.legalName)} {t.footer.rights} {t.footer.claims}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {legal.map(({ key }) => (
              <Item key={key} to={routePath(key, language)}>
                {footerName(key)}
              </Item>
            ))}
            {analytics && (
              <li>
                <ConsentSettingsButton className="footer-link-button" />
              </li>
            )}
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 2 }}>
          <Link href={business.phoneHref} aria-label={t.callUs(business.phone)} sx={{ color: '#e8eef2' }}>
            {business.phone}
          </Link>
          {' · '}
          {t.footer.hours(weeklyHoursLine(business.openingHours, language))}
        </Typography>
      </Container>
    </Box>
  );
}

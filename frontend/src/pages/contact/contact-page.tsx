import { BUSINESS, MANUFACTURER_SLUGS, PARAM_ROUTE_PREFIXES, routePath } from '@costa-sol/common';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import RateReviewIcon from '@mui/icons-material/RateReview';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { whatsappUrl } from '../../features/whatsapp/choose-message';
import { whatsappMessages } from '../../features/whatsapp/content/messages';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { layoutText } from '../../i18n/layout-text';
import { Head } from '../../lib/head';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';
import { contactText } from './contact-text';
import { Island } from '../../islands/island';

const WHITE = '#ffffff';

/** A titled block of the page: a section named by its h2. */
function Block({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2.5, md: 3 }, height: '100%' }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}

function NewTab({ text }: { text: string }) {
  return <span className="visually-hidden"> {text}</span>;
}

function ContactHead() {
  const language = useLanguage();
  const t = useCatalogue(contactText);
  const { origin } = useSiteConfig();
  return (
    <Head
      {...buildPageHead({
        origin,
        language,
        paths: { en: routePath('contact', 'en'), es: routePath('contact', 'es') },
        title: t.head.title,
        description: t.head.description,
        breadcrumbs: [
          { name: t.head.home, path: routePath('home', language) },
          { name: t.head.breadcrumb, path: routePath('contact', language) },
        ],
      })}
    />
  );
}

function EmergencyBand() {
  const t = useCatalogue(contactText);
  const language = useLanguage();
  const messages = whatsappMessages[language];
  return (
    <Box component="section" aria-labelledby="emergency-heading" sx={{ bgcolor: 'primary.main', color: WHITE, py: { xs: 4, md: 5 } }}>
      <Container maxWidth="lg">
        <Typography id="emergency-heading" variant="h2" sx={{ mb: 1 }}>
          {t.emergency.heading}
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: 760, fontSize: '1.1rem' }}>{t.emergency.text}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button
            href={whatsappUrl(messages.emergency)}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            size="large"
            startIcon={<WhatsAppIcon />}
            sx={{ bgcolor: WHITE, color: 'primary.main', '&:hover': { bgcolor: '#e3eef3' } }}
          >
            {t.emergency.whatsappUrgent}
            <NewTab text={t.newTab} />
          </Button>
          <Button
            href={whatsappUrl(messages.general)}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="large"
            startIcon={<WhatsAppIcon />}
            sx={{ color: WHITE, borderColor: WHITE, '&:hover': { borderColor: WHITE, bgcolor: 'rgba(255,255,255,0.12)' } }}
          >
            {t.emergency.whatsappGeneral}
            <NewTab text={t.newTab} />
          </Button>
          <Button
            href={BUSINESS.phoneHref}
            variant="outlined"
            size="large"
            startIcon={<PhoneIcon />}
            sx={{ color: WHITE, borderColor: WHITE, '&:hover': { borderColor: WHITE, bgcolor: 'rgba(255,255,255,0.12)' } }}
          >
            {t.emergency.call}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

/** One name-value group of the details list: dt and dd stay direct children of a div inside the dl. */
function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <Typography
        component="dt"
        sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, '& svg': { color: 'primary.main' } }}
      >
        {icon}
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, pl: 4 }}>
        {children}
      </Typography>
    </div>
  );
}

function ContactDetails() {
  const t = useCatalogue(contactText);
  const { street, postalCode, locality, region } = BUSINESS.address;
  return (
    <Block id="details-heading" heading={t.details.heading}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        <DetailRow icon={<PhoneIcon />} label={t.details.phone}>
          <Link href={BUSINESS.phoneHref}>{BUSINESS.phone}</Link>
        </DetailRow>
        <DetailRow icon={<EmailIcon />} label={t.details.email}>
          <Link href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</Link>
        </DetailRow>
        <DetailRow icon={<PlaceIcon />} label={t.details.address}>
          <Box component="span" sx={{ display: 'block' }}>
            {street}
          </Box>
          <Box component="span" sx={{ display: 'block' }}>
            {postalCode} {locality} ({region})
          </Box>
        </DetailRow>
      </Box>
    </Block>
  );
}

function BusinessHours() {
  const t = useCatalogue(contactText);
  return (
    <Block id="hours-heading" heading={t.hours.heading}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 1, '& dd': { m: 0, textAlign: 'right' } }}
      >
        {t.hours.rows.map((row) => (
          <Box key={row.days} sx={{ display: 'contents' }}>
            <dt>{row.days}</dt>
            <dd>{row.time}</dd>
          </Box>
        ))}
        <Box component="dt" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {t.hours.emergency}
        </Box>
        <Box component="dd" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {t.hours.emergencyTime}
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t.hours.note}
      </Typography>
    </Block>
  );
}

function MapBlock() {
  const t = useCatalogue(contactText);
  return (
    <Block id="map-heading" heading={t.map.heading}>
      <Box sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', mb: 2 }}>
        <Island
          name="consent-map"
          load="visible"
          props={{
            src: BUSINESS.mapsEmbedUrl,
            title: t.map.iframeTitle,
            address: `${BUSINESS.address.street}, ${BUSINESS.address.postalCode} ${BUSINESS.address.locality}`,
            notice: t.map.notice,
            showLabel: t.map.show,
          }}
        />
      </Box>
      <Link href={BUSINESS.googleProfileUrl} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 700 }}>
        {t.map.open}
        <NewTab text={t.newTab} />
      </Link>
    </Block>
  );
}

function Certifications() {
  const t = useCatalogue(contactText);
  return (
    <Block id="certifications-heading" heading={t.certifications.heading}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {t.certifications.items.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckCircleIcon fontSize="small" sx={{ color: 'success.main', mt: 0.25 }} />
            {item}
          </Box>
        ))}
      </Box>
    </Block>
  );
}

function ServiceAreas() {
  const t = useCatalogue(contactText);
  const layout = useCatalogue(layoutText);
  const language = useLanguage();
  const locations = routePath('locations', language);
  return (
    <Block id="areas-heading" heading={t.areas.heading}>
      <Typography sx={{ mb: 1 }}>
        {t.areas.radius}, {t.areas.including}
      </Typography>
      <Box component="ul" sx={{ m: 0, mb: 1, pl: 3 }}>
        {layout.towns.map(([slug, name]) => (
          <li key={slug}>
            <Link component={RouterLink} to={`${locations}/${slug}`}>
              {name}
            </Link>
          </li>
        ))}
      </Box>
      <Typography sx={{ mb: 2 }}>{t.areas.province}</Typography>
      <Link component={RouterLink} to={locations} sx={{ fontWeight: 700 }}>
        {t.areas.all}
      </Link>
    </Block>
  );
}

function Brands() {
  const t = useCatalogue(contactText);
  const language = useLanguage();
  const prefix = PARAM_ROUTE_PREFIXES.manufacturer[language];
  return (
    <Block id="brands-heading" heading={t.brands.heading}>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {MANUFACTURER_SLUGS.map((slug) => (
          <li key={slug}>
            <Link component={RouterLink} to={`${prefix}/${slug}`}>
              {slug[0].toUpperCase() + slug.slice(1)}
            </Link>
          </li>
        ))}
      </Box>
    </Block>
  );
}

function ReviewCallToAction() {
  const t = useCatalogue(contactText);
  return (
    <Box component="section" aria-labelledby="review-heading" sx={{ textAlign: 'center', py: { xs: 5, md: 6 } }}>
      <Typography id="review-heading" variant="h2" sx={{ mb: 1 }}>
        {t.review.heading}
      </Typography>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{t.review.rating}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.review.text}
      </Typography>
      <Button
        href={BUSINESS.googleReviewUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="contained"
        size="large"
        startIcon={<RateReviewIcon />}
      >
        {t.review.link}
        <NewTab text={t.newTab} />
      </Button>
    </Box>
  );
}

/**
 * Contact (/contact and /es/contacto): emergency WhatsApp buttons, the contact form, details, hours (decisions.md:
 * Mon-Fri 08:00-20:00, Sat 09:00-14:00, emergencies 24/7), the map, certifications, service areas, brands and the
 * Google review link. All text is in contact-text.ts.
 */
export default function ContactPage() {
  const t = useCatalogue(contactText);
  return (
    <>
      <ContactHead />
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 7 }, pb: 4 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t.heading}
        </Typography>
        <Typography sx={{ fontSize: '1.15rem', maxWidth: 760 }}>{t.intro}</Typography>
      </Container>
      <EmergencyBand />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Block id="form-heading" heading={t.form.heading}>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {t.form.intro}
              </Typography>
              <Island name="contact-form" load="visible" props={{}} />
              <Island name="toaster" load="visible" props={{}} />
            </Block>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
            <ContactDetails />
            <BusinessHours />
          </Grid>
          <Grid size={12}>
            <MapBlock />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Certifications />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <ServiceAreas />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Brands />
          </Grid>
        </Grid>
        <ReviewCallToAction />
      </Container>
    </>
  );
}

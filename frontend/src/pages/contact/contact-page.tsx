import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../i18n/i18n-context';
import { useBusiness } from '../../lib/business';
import { Brands } from './brands';
import { BusinessHours } from './business-hours';
import { Certifications } from './certifications';
import { ContactDetails } from './contact-details';
import { ContactFormBlock } from './contact-form-block';
import { ContactHead } from './contact-head';
import { ContactPhoto } from './contact-photo';
import { contactText } from './contact-text';
import { EmergencyBand } from './emergency-band';
import { MapBlock } from './map-block';
import { ReviewCallToAction } from './review-call-to-action';
import { ServiceAreas } from './service-areas';

/**
 * Contact (/contact and /es/contacto): emergency WhatsApp buttons, the contact form, details, hours (docs/product.md,
 * "Opening hours and service area": as set in the business settings, emergencies 24/7), the map, certifications, service areas, brands and the
 * Google review link. All text is in contact-text.ts.
 */
export default function ContactPage() {
  const t = useCatalogue(contactText);
  const { brandWithTrade, replyWithinHours } = useBusiness();
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 7 }, pb: 4 }}>
        <ContactHead />
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t.heading(brandWithTrade)}
        </Typography>
        <Typography sx={{ fontSize: '1.15rem', maxWidth: 760 }}>{t.intro(replyWithinHours)}</Typography>
      </Container>
      <EmergencyBand />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <ContactFormBlock />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
            <ContactPhoto />
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

import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { whatsappUrl } from '../../features/whatsapp/choose-message';
import { whatsappMessages } from '../../features/whatsapp/content/messages';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { contactText } from './contact-text';
import { NewTabHint } from './new-tab-hint';
import { useBusiness } from '../../lib/business';

const WHITE = '#ffffff';

export function EmergencyBand() {
  const business = useBusiness();
  const t = useCatalogue(contactText);
  const language = useLanguage();
  const messages = whatsappMessages[language];
  return (
    <Box component="section" aria-labelledby="emergency-heading" sx={{ bgcolor: 'primary.main', color: WHITE, py: { xs: 4, md: 5 } }}>
      <Container maxWidth="lg">
        <Typography id="emergency-heading" variant="h2" sx={{ mb: 1 }}>
          {t.emergency.heading}
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: 760, fontSize: '1.1rem' }}>{t.emergency.text(business.emergencyResponseHours)}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button
            href={whatsappUrl(business.whatsappNumber, messages.emergency)}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            size="large"
            startIcon={<WhatsAppIcon />}
            sx={{ bgcolor: WHITE, color: 'primary.main', '&:hover': { bgcolor: '#e3eef3' } }}
          >
            {t.emergency.whatsappUrgent}
            <NewTabHint text={t.newTab} />
          </Button>
          <Button
            href={whatsappUrl(business.whatsappNumber, messages.general)}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="large"
            startIcon={<WhatsAppIcon />}
            sx={{ color: WHITE, borderColor: WHITE, '&:hover': { borderColor: WHITE, bgcolor: 'rgba(255,255,255,0.12)' } }}
          >
            {t.emergency.whatsappGeneral}
            <NewTabHint text={t.newTab} />
          </Button>
          <Button
            href={business.phoneHref}
            variant="outlined"
            size="large"
            startIcon={<PhoneIcon />}
            sx={{ color: WHITE, borderColor: WHITE, '&:hover': { borderColor: WHITE, bgcolor: 'rgba(255,255,255,0.12)' } }}
          >
            {t.emergency.call(business.phone)}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

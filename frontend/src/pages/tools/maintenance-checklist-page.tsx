import { routePath } from '@costa-sol/common';
import { CallToAction } from '../../components/call-to-action';
import { ToolHead } from './tool-head';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { maintenanceChecklistText } from './maintenance-checklist-text';
import { Island } from '../../islands/island';

/**
 * On paper only the checklist matters: the site header, footer, skip link, WhatsApp widget and toasts of the
 * layout are left out, and so is everything on this page marked displayPrint: 'none'.
 */
const PRINT_STYLES = {
  '@media print': {
    'header, footer, .skip-link, [data-testid="whatsapp-widget"], .MuiSnackbar-root': { display: 'none !important' },
    '#main': { minHeight: 0 },
  },
};

/**
 * The maintenance checklist (/tools/maintenance-checklist, /es/herramientas/lista-mantenimiento): seasonal tasks
 * with ticks kept in the browser, printable, then why maintenance matters here and what needs a technician.
 */
export default function MaintenanceChecklistPage() {
  const t = useCatalogue(maintenanceChecklistText);
  const language = useLanguage();
  return (
    <Container maxWidth="md" sx={{ py: 6, '@media print': { py: 0 } }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <ToolHead routeKey="maintenanceChecklist" text={t.head} />
      <Typography variant="h1" gutterBottom>
        {t.heading}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 2, lineHeight: 1.7 }}>{t.intro}</Typography>
      <Typography sx={{ mb: 4, lineHeight: 1.7, displayPrint: 'none' }}>{t.howToUse}</Typography>
      <Island name="maintenance-checklist" load="visible" props={{}} />
      <Box sx={{ mt: 6, displayPrint: 'none' }}>
        {t.sections.map((section) => (
          <Box component="section" key={section.id} aria-labelledby={section.id} sx={{ mb: 5 }}>
            <Typography id={section.id} variant="h2" sx={{ fontSize: { xs: '1.45rem', md: '1.7rem' }, mb: 1.5 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.75, lineHeight: 1.7 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
      <CallToAction
        headingId="service-heading"
        heading={t.cta.heading}
        text={t.cta.text}
        primary={{ to: `${routePath('home', language)}#quote`, label: t.cta.quote }}
        secondary={{ to: routePath('contact', language), label: t.cta.contact }}
      />
    </Container>
  );
}

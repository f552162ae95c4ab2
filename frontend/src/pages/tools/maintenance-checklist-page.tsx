import { type Language, routePath } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MaintenanceChecklist } from '../../features/maintenance-checklist/components/maintenance-checklist';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';
import { maintenanceChecklistText } from './maintenance-checklist-text';

const PATHS: Record<Language, string> = { en: routePath('maintenanceChecklist', 'en'), es: routePath('maintenanceChecklist', 'es') };

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

function ChecklistHead() {
  const language = useLanguage();
  const t = useCatalogue(maintenanceChecklistText).head;
  const { origin } = useSiteConfig();
  return (
    <Head
      {...buildPageHead({
        origin,
        language,
        paths: PATHS,
        title: t.title,
        description: t.description,
        breadcrumbs: [
          { name: t.home, path: routePath('home', language) },
          { name: t.resources, path: routePath('resources', language) },
          { name: t.breadcrumb, path: PATHS[language] },
        ],
      })}
    />
  );
}

function ServiceCallToAction() {
  const language = useLanguage();
  const t = useCatalogue(maintenanceChecklistText).cta;
  return (
    <Paper component="aside" aria-labelledby="service-heading" sx={{ p: { xs: 3, md: 4 }, bgcolor: '#0a2f40', color: '#fff', mt: 6, displayPrint: 'none' }}>
      <Typography id="service-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1, color: '#fff' }}>
        {t.heading}
      </Typography>
      <Typography sx={{ mb: 2.5, color: '#e8eef2' }}>{t.text}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`${routePath('home', language)}#quote`} variant="contained" color="secondary">
          {t.quote}
        </Button>
        <Button component={RouterLink} to={routePath('contact', language)} variant="outlined" sx={{ color: '#fff', borderColor: '#fff' }}>
          {t.contact}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * The maintenance checklist (/tools/maintenance-checklist, /es/herramientas/lista-mantenimiento): seasonal tasks
 * with ticks kept in the browser, printable, then why maintenance matters here and what needs a technician.
 */
export default function MaintenanceChecklistPage() {
  const t = useCatalogue(maintenanceChecklistText);
  return (
    <Container maxWidth="md" sx={{ py: 6, '@media print': { py: 0 } }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <ChecklistHead />
      <Typography variant="h1" gutterBottom>
        {t.heading}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 2, lineHeight: 1.7 }}>{t.intro}</Typography>
      <Typography sx={{ mb: 4, lineHeight: 1.7, displayPrint: 'none' }}>{t.howToUse}</Typography>
      <MaintenanceChecklist />
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
      <ServiceCallToAction />
    </Container>
  );
}

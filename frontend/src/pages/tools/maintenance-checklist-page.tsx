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
import { placedSection, sectionIntro, usePublishedPageText } from '../article/published-page-text';

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
 * with ticks kept in the browser, printable, then why maintenance matters here and what needs a technician. The text
 * around the checklist is its published Markdown page: the first intro paragraph leads, the others say how to use the
 * list, the sections follow it, and the section #service is the call to action.
 */
export default function MaintenanceChecklistPage() {
  const t = useCatalogue(maintenanceChecklistText);
  const language = useLanguage();
  const page = usePublishedPageText('maintenanceChecklist');
  const [lead, ...howToUse] = page.intro;
  const service = placedSection(page, 'service');
  return (
    <Container maxWidth="md" sx={{ py: 6, '@media print': { py: 0 } }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <ToolHead routeKey="maintenanceChecklist" crumbs={t.head} />
      <Typography variant="h1" gutterBottom>
        {page.heading}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 2, lineHeight: 1.7 }}>{lead}</Typography>
      {howToUse.length > 0 && <Typography sx={{ mb: 4, lineHeight: 1.7, displayPrint: 'none' }}>{howToUse.join(' ')}</Typography>}
      <Island name="maintenance-checklist" load="visible" props={{}} />
      <Box sx={{ mt: 6, displayPrint: 'none' }}>
        {page.sections
          .filter((section) => section !== service)
          .map((section) => (
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
        heading={service.heading}
        text={sectionIntro(service)}
        primary={{ to: `${routePath('home', language)}#quote`, label: t.cta.quote }}
        secondary={{ to: routePath('contact', language), label: t.cta.contact }}
      />
    </Container>
  );
}

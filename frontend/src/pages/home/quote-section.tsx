import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Island } from '../../islands/island';
import { placedSection, sectionIntro, usePublishedPageText } from '../article/published-page-text';

const HEADING_ID = 'quote-heading';

/** The quote form, target of every "#quote" link (the header's Get Quote button and the hero). */
export function QuoteSection() {
  const section = placedSection(usePublishedPageText('home'), 'quote');
  return (
    <Box id="quote" component="section" aria-labelledby={HEADING_ID} sx={{ py: { xs: 6, md: 8 }, scrollMarginTop: { xs: 76, md: 128 } }}>
      <Container maxWidth="md">
        <Typography id={HEADING_ID} variant="h2" sx={{ mb: 1, textAlign: 'center' }}>
          {section.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, textAlign: 'center', fontSize: '1.05rem' }}>
          {sectionIntro(section)}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Island name="quote-form" load="interaction" props={{}} />
          <Island name="toaster" load="visible" props={{}} />
        </Paper>
      </Container>
    </Box>
  );
}

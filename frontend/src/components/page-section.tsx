import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Light tint behind alternate sections; every text colour of the theme stays above 4.5:1 on it. */
const SECTION_TINT = '#f4f8fa';

interface PageSectionProps {
  /** Id of the h2, which names the section (aria-labelledby). */
  headingId: string;
  heading: string;
  intro?: string;
  /** The section's own id, for in-page links such as #quote. */
  id?: string;
  tinted?: boolean;
  centred?: boolean;
  children: ReactNode;
}

/** A page section: an h2 that labels it, an optional intro, then its content (h3 and below). */
export function PageSection({ headingId, heading, intro, id, tinted, centred = true, children }: PageSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      className={tinted ? 'page-section--tinted' : undefined}
      aria-labelledby={headingId}
      // The sticky header must not cover the heading when an in-page link (#quote) scrolls here.
      sx={{ py: { xs: 6, md: 8 }, bgcolor: tinted ? SECTION_TINT : 'background.default', scrollMarginTop: { xs: 76, md: 128 } }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} variant="h2" sx={{ mb: intro ? 1 : 4, textAlign: centred ? 'center' : 'left' }}>
          {heading}
        </Typography>
        {intro && (
          <Typography
            color="text.secondary"
            sx={{ mb: 4, maxWidth: 760, mx: centred ? 'auto' : 0, textAlign: centred ? 'center' : 'left', fontSize: '1.05rem' }}
          >
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}

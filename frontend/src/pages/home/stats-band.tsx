import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { splitCard } from '@costa-sol/common';
import { placedSection, usePublishedPageText } from '../article/published-page-text';

/**
 * The figures under the hero: the #figures section of the home page's Markdown, its heading naming the list and each
 * item "Figure: label" (#1 in Marbella, the HVAC installs, 24/7 emergency, the solar installs). A figure of the business
 * settings that the owner switched off is left out with its item, on the server.
 */
export function StatsBand() {
  const section = placedSection(usePublishedPageText('home'), 'figures');
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', py: 4 }}>
      <Container maxWidth="lg">
        <Box
          component="ul"
          aria-label={section.heading}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            textAlign: 'center',
          }}
        >
          {(section.bullets ?? []).map((item, index) => {
            const figure = splitCard(item);
            return (
              <li key={`${index}-${figure.title}`}>
                <Typography
                  component="span"
                  sx={{ display: 'block', fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 800, color: 'primary.main', lineHeight: 1.1 }}
                >
                  {figure.title}
                </Typography>
                <Typography component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 600 }}>
                  {figure.text}
                </Typography>
              </li>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}

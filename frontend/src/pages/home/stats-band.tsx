import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../i18n/i18n-context';
import { homeText } from './home-text';

/** The four figures under the hero: #1 in Marbella, 5000+ HVAC installs, 24/7 emergency, 2500+ solar installs. */
export function StatsBand() {
  const t = useCatalogue(homeText);
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', py: 4 }}>
      <Container maxWidth="lg">
        <Box
          component="ul"
          aria-label={t.stats.label}
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
          {t.stats.items.map((stat) => (
            <li key={stat.label}>
              <Typography
                component="span"
                sx={{ display: 'block', fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 800, color: 'primary.main', lineHeight: 1.1 }}
              >
                {stat.value}
              </Typography>
              <Typography component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 600 }}>
                {stat.label}
              </Typography>
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

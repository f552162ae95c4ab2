import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ClaimKey, formatClaim } from '@costa-sol/common';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { useBusiness } from '../../lib/business';
import { homeText } from './home-text';

type Stat = { label: string | ((town: string) => string) } & ({ value: string } | { claim: ClaimKey });

/**
 * The figures under the hero: #1 in Marbella, the HVAC installs, 24/7 emergency, the solar installs. The rank and the
 * installs are the owner's figures (business settings); one switched off is not shown.
 */
export function StatsBand() {
  const t = useCatalogue(homeText);
  const language = useLanguage();
  const { claims, brandWithTrade, address } = useBusiness();
  const items: Stat[] = t.stats.items;
  const shown = items.flatMap((stat) => {
    const label = typeof stat.label === 'string' ? stat.label : stat.label(address.locality);
    if ('value' in stat) return [{ label, value: stat.value }];
    const figure = claims[stat.claim];
    return figure.shown ? [{ label, value: formatClaim(stat.claim, figure.value, language) }] : [];
  });
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', py: 4 }}>
      <Container maxWidth="lg">
        <Box
          component="ul"
          aria-label={t.stats.label(brandWithTrade)}
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
          {shown.map((stat) => (
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

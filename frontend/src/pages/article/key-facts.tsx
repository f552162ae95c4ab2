import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../i18n/i18n-context';
import { articleText } from './article-text';
import type { KeyFact } from './article-types';

const HEADING_ID = 'key-facts-heading';

/** The page's figures at a glance: a description list in a box under the intro (every figure is from the page's text). */
export function KeyFacts({ facts }: { facts: KeyFact[] }) {
  const t = useCatalogue(articleText);
  return (
    <Box
      component="section"
      aria-labelledby={HEADING_ID}
      sx={{ my: 4, p: { xs: 2.5, md: 3 }, bgcolor: '#eef5f8', borderLeft: '4px solid', borderColor: 'primary.main', borderRadius: 1 }}
    >
      <Typography id={HEADING_ID} component="h2" variant="h3" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {t.keyFacts}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          '& dd': { m: 0, fontSize: '1.15rem', fontWeight: 700, color: 'primary.main', overflowWrap: 'anywhere' },
          '& dt': { fontSize: '0.95rem', color: 'text.secondary' },
        }}
      >
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </Box>
    </Box>
  );
}

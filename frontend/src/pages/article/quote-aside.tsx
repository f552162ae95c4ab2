import { routePath } from '@costa-sol/common';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { useBusiness } from '../../lib/business';
import { articleText } from './article-text';

const HEADING_ID = 'quote-aside-heading';

/**
 * "Get a quote for this": beside the text on wide screens (sticky under the header while the text scrolls, from the
 * `lg` breakpoint, 1200 px), after the contents on phones. Plain links to the quote form (`quotePath`: the page's own on
 * a service page, else the home page's) and to the contact page in the page's language; no script.
 */
export function QuoteAside({ quotePath }: { quotePath: string }) {
  const language = useLanguage();
  const t = useCatalogue(articleText);
  const { replyWithinHours } = useBusiness();
  return (
    <Paper
      component="aside"
      aria-labelledby={HEADING_ID}
      variant="outlined"
      sx={{
        // Beside every row of the text (the page has far fewer than 60 blocks; empty rows take no height).
        gridColumn: { lg: '2 !important' },
        gridRow: { lg: '1 / span 60' },
        alignSelf: 'start',
        position: { lg: 'sticky' },
        top: { lg: 136 },
        mb: { xs: 5, lg: 0 },
        p: 2.5,
        borderTop: '4px solid',
        borderTopColor: 'secondary.main',
        displayPrint: 'none',
      }}
    >
      <Typography id={HEADING_ID} component="h2" variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t.asideHeading}
      </Typography>
      <Typography sx={{ mb: 2, lineHeight: 1.6 }}>{t.asideBody(replyWithinHours)}</Typography>
      <Button href={quotePath} variant="contained" color="secondary" fullWidth sx={{ mb: 1.5 }}>
        {t.asideQuote}
      </Button>
      <Typography component="p" sx={{ textAlign: 'center' }}>
        <Link href={routePath('contact', language)}>{t.asideContact}</Link>
      </Typography>
    </Paper>
  );
}

import { formatEuros, type ApiSchema } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { priceGuideText } from './price-guide-text';

export type PriceGuide = ApiSchema<'PriceGuideDto'>;

/** A service page's "from €X" box, as the owner set it in the admin (Price guides); nothing when the page has none. */
export function ServicePriceGuide({ guide, quotePath }: { guide: PriceGuide | undefined; quotePath: string }) {
  const language = useLanguage();
  const t = useCatalogue(priceGuideText);
  if (!guide) return null;
  return (
    <Box
      component="section"
      aria-labelledby="price-guide-heading"
      sx={{ border: '2px solid #0a5c7a', borderRadius: 2, p: { xs: 2.5, md: 3 }, mb: 5, bgcolor: '#f3f9fb' }}
    >
      <Typography id="price-guide-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
        {t.heading}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700, color: '#0a3d52', mb: 0.5 }} data-testid="price-guide-amount">
        {t.from} {formatEuros(guide.fromEur, language)}
      </Typography>
      <Typography sx={{ mb: 1 }}>{guide.note}</Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{t.fine}</Typography>
      <Link href={quotePath} sx={{ fontWeight: 600 }}>
        {t.quote}
      </Link>
    </Box>
  );
}

import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { whatsappUrl } from '../../features/whatsapp/choose-message';
import { HEADER_QUOTE_MESSAGE } from '../../features/whatsapp/content/messages';
import { photoPageKey } from '@costa-sol/common';
import { LeadPhoto } from '../../components/lead-photo';
import { useCatalogue } from '../../i18n/i18n-context';
import { usePagePhotos } from '../../lib/page-photos';
import { homeText } from './home-text';
import { usePublishedPageText } from '../article/published-page-text';
import { useBusiness } from '../../lib/business';

const WHITE = '#ffffff';

/** The hero's picture column: half the lg container (1152 px less the 48 px gap) from md up, the full width below. */
const HERO_SIZES =
  '(min-width: 1200px) 552px, (min-width: 900px) calc(50vw - 48px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * The hero on the brand blue (white text is AA only on primary.main or darker): the h1, the promise, a free-quote
 * button opening WhatsApp with the fixed Spanish free-quote message, and a link down to the quote form. Beside them
 * the hero photo chosen in the admin (the LCP image: fetched at once, preloaded), or the drawing when none is set.
 */
export function HeroSection() {
  const { whatsappNumber } = useBusiness();
  const t = useCatalogue(homeText);
  const page = usePublishedPageText('home');
  const [photo] = usePagePhotos(photoPageKey.homeHero);
  return (
    <Box sx={{ bgcolor: 'primary.main', color: WHITE, py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' }, mb: 2 }}>
              {page.heading}
            </Typography>
            <Typography sx={{ fontSize: { xs: '1.1rem', md: '1.25rem' }, mb: 4, maxWidth: 560 }}>{page.intro.join(' ')}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <Button
                href={whatsappUrl(whatsappNumber, HEADER_QUOTE_MESSAGE)}
                target="_blank"
                rel="noopener noreferrer"
                size="large"
                variant="contained"
                startIcon={<WhatsAppIcon />}
                sx={{ bgcolor: WHITE, color: 'primary.main', '&:hover': { bgcolor: '#e3eef3' } }}
              >
                {t.hero.whatsappButton}
                <span className="visually-hidden"> {t.newTab}</span>
              </Button>
              <Button
                href="#quote"
                size="large"
                variant="outlined"
                sx={{ color: WHITE, borderColor: WHITE, '&:hover': { borderColor: WHITE, bgcolor: 'rgba(255,255,255,0.12)' } }}
              >
                {t.hero.quoteLink}
              </Button>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {/* Above the fold: loaded at once, never lazily; the photo in the drawing's 4:3 frame (no layout change). */}
            {photo ? (
              <LeadPhoto photo={photo} sizes={HERO_SIZES} aspectRatio="4 / 3" priority />
            ) : (
              <Box
                component="img"
                src="/images/hero-villa.svg"
                alt={t.hero.imageAlt}
                width={640}
                height={480}
                fetchPriority="high"
                sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 3 }}
              />
            )}
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

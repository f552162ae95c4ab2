import { routePath } from '@costa-sol/common';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useQaCategories } from '../../features/qa/api/get-qa-categories';
import { qaText } from '../../features/qa/content/qa-text';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { useBusiness } from '../../lib/business';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';

export default function QaIndexPage() {
  const language = useLanguage();
  const t = useCatalogue(qaText);
  const { origin } = useSiteConfig();
  const { brandWithTrade } = useBusiness();
  const categories = useQaCategories(language);
  const base = routePath('qa', language);
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Head
        {...buildPageHead({
          origin,
          brand: brandWithTrade,
          language,
          paths: { en: routePath('qa', 'en'), es: routePath('qa', 'es') },
          title: t.indexTitle,
          description: t.indexDescription,
          breadcrumbs: [
            { name: t.home, path: routePath('home', language) },
            { name: t.indexHeading, path: base },
          ],
        })}
      />
      <Typography variant="h1" gutterBottom>
        {t.indexHeading}
      </Typography>
      <Typography sx={{ mb: 4, fontSize: '1.1rem', maxWidth: 760 }}>{t.indexIntro}</Typography>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0 }}>
        {categories.map((category) => (
          <Grid key={category.slug} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={`${base}/${category.slug}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
                    {category.name}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 1 }}>
                    {category.description}
                  </Typography>
                  <Typography variant="body2">{t.questions(category.pageCount)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}

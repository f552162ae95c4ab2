import { routePath } from '@costa-sol/common';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useQaCategory } from '../../features/qa/api/get-qa-category';
import { qaText } from '../../features/qa/content/qa-text';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { useBusiness } from '../../lib/business';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';
import { NotFoundPage } from '../not-found-page';

export default function QaCategoryPage() {
  const { categorySlug = '' } = useParams();
  const language = useLanguage();
  const t = useCatalogue(qaText);
  const { origin } = useSiteConfig();
  const { brandWithTrade } = useBusiness();
  const category = useQaCategory(categorySlug, language);
  if (!category) return <NotFoundPage />;
  const path = (lang: 'en' | 'es') => `${routePath('qa', lang)}/${category.slug}`;
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Head
        {...buildPageHead({
          origin,
          brand: brandWithTrade,
          language,
          paths: { en: path('en'), es: path('es') },
          title: t.categoryTitle(category.name),
          description: t.categoryDescription(category.name, category.pageCount, brandWithTrade),
          breadcrumbs: [
            { name: t.home, path: routePath('home', language) },
            { name: t.indexHeading, path: routePath('qa', language) },
            { name: category.name, path: path(language) },
          ],
        })}
      />
      <Typography variant="h1" gutterBottom>
        {category.name}
      </Typography>
      <Typography sx={{ mb: 3, fontSize: '1.1rem' }}>{category.description}</Typography>
      <List>
        {category.pages.map((page) => (
          <ListItem key={page.slug} disableGutters sx={{ borderBottom: '1px solid', borderColor: 'divider', py: 1.5 }}>
            <Link component={RouterLink} to={`${path(language)}/${page.slug}`} sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
              {page.question}
            </Link>
          </ListItem>
        ))}
      </List>
    </Container>
  );
}

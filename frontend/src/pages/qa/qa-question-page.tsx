import { routePath } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { Markdown } from '../../components/markdown';
import { useQaPage } from '../../features/qa/api/get-qa-page';
import { qaText } from '../../features/qa/content/qa-text';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { useBusiness } from '../../lib/business';
import { buildPageHead } from '../../lib/page-head';
import { formatLongDate } from '../../lib/format-date';
import { useSiteConfig } from '../../lib/site-config';
import { NotFoundPage } from '../not-found-page';
import { plainText } from '../../features/qa/plain-text';

export default function QaQuestionPage() {
  const { categorySlug = '', pageSlug = '' } = useParams();
  const language = useLanguage();
  const t = useCatalogue(qaText);
  const { origin } = useSiteConfig();
  const { brandWithTrade } = useBusiness();
  const page = useQaPage(categorySlug, pageSlug, language);
  if (!page) return <NotFoundPage />;
  const categoryPath = (lang: 'en' | 'es') => `${routePath('qa', lang)}/${page.category.slug}`;
  const path = (lang: 'en' | 'es') => `${categoryPath(lang)}/${page.slug}`;
  const answer = plainText(page.answer);
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Head
        {...buildPageHead({
          origin,
          brand: brandWithTrade,
          language,
          paths: { en: path('en'), es: path('es') },
          title: page.question,
          shortTitle: page.shortQuestion,
          seoTitle: page.seoTitle,
          seoDescription: page.seoDescription,
          description: answer,
          breadcrumbs: [
            { name: t.home, path: routePath('home', language) },
            { name: t.indexHeading, path: routePath('qa', language) },
            { name: page.category.name, path: categoryPath(language) },
            { name: page.question, path: path(language) },
          ],
          faqs: [{ question: page.question, answer }],
        })}
        ogType="article"
      />
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
        {page.question}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t.updated}: <time dateTime={page.updatedAt}>{formatLongDate(page.updatedAt, language)}</time>
      </Typography>
      <Box component="article">
        <Markdown>{page.answer}</Markdown>
      </Box>
      <Box sx={{ mt: 5, p: 3, bgcolor: 'grey.100', borderRadius: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {t.stillQuestions}
        </Typography>
        <Button component={RouterLink} to={routePath('contact', language)} variant="contained">
          {t.contactCta}
        </Button>
      </Box>
      <Link component={RouterLink} to={categoryPath(language)} sx={{ display: 'inline-block', mt: 3 }}>
        {t.backToCategory(page.category.name)}
      </Link>
    </Container>
  );
}

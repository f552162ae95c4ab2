import { MANUFACTURER_SLUGS, manufacturerPath, PAGE_REGISTRY, type PageGroup, pagesInGroup, routePath } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useComarcas } from '../../features/locations/api/get-comarcas';
import { useQaCategories } from '../../features/qa/api/get-qa-categories';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { BRAND_NAMES, pageNames } from '../../i18n/page-names';
import { Head } from '../../lib/head';
import { useBusiness } from '../../lib/business';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';
import { sitemapText } from './sitemap-text';

function Group({ id, title, links, level = 2 }: { id: string; title: string; links: { to: string; label: string }[]; level?: 2 | 3 }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant={level === 2 ? 'h2' : 'h3'} sx={{ fontSize: level === 2 ? '1.5rem' : '1.15rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, columns: { sm: 2, md: 3 }, '& li': { mb: 0.75, breakInside: 'avoid' } }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The human sitemap: every fixed page in its registry group, the brands, the Q&A topics and every town. */
export default function SitemapPage() {
  const language = useLanguage();
  const t = useCatalogue(sitemapText);
  const names = useCatalogue(pageNames);
  const { origin } = useSiteConfig();
  const { brandWithTrade } = useBusiness();
  const comarcas = useComarcas(language);
  const categories = useQaCategories(language);
  const pages = (group: PageGroup) =>
    pagesInGroup(PAGE_REGISTRY, group).map(({ key }) => ({ to: routePath(key, language), label: names[key] }));
  const group = (id: Exclude<PageGroup, 'brands'>) => <Group id={`sitemap-${id}`} title={t[id]} links={pages(id)} />;
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Head
        {...buildPageHead({
          origin,
          brand: brandWithTrade,
          language,
          paths: { en: routePath('sitemap', 'en'), es: routePath('sitemap', 'es') },
          title: t.title,
          description: t.description(brandWithTrade),
          breadcrumbs: [
            { name: t.home, path: routePath('home', language) },
            { name: t.heading, path: routePath('sitemap', language) },
          ],
        })}
      />
      <Typography variant="h1" gutterBottom>
        {t.heading}
      </Typography>
      <Typography sx={{ mb: 4, maxWidth: 760, fontSize: '1.1rem' }}>
        {t.intro} <Link href="/sitemap.xml">{t.xml}</Link>
      </Typography>
      {group('main')}
      {group('services')}
      <Group
        id="sitemap-brands"
        title={t.brands}
        links={[
          ...pages('brands'),
          ...MANUFACTURER_SLUGS.map((slug) => ({
            to: manufacturerPath(slug, language),
            label: BRAND_NAMES[slug],
          })),
        ]}
      />
      {group('resources')}
      <Group
        id="sitemap-qa"
        title={t.qa}
        links={categories.map((category) => ({ to: `${routePath('qa', language)}/${category.slug}`, label: category.name }))}
      />
      <Box component="section" aria-labelledby="sitemap-towns" sx={{ mb: 4 }}>
        <Typography id="sitemap-towns" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          {t.towns}
        </Typography>
        {comarcas.map((comarca) => (
          <Group
            key={comarca.id}
            id={`sitemap-comarca-${comarca.id}`}
            level={3}
            title={`${comarca.name} (${comarca.count})`}
            links={comarca.towns.map((town) => ({ to: `${routePath('locations', language)}/${town.slug}`, label: town.name }))}
          />
        ))}
      </Box>
      {group('legal')}
    </Container>
  );
}

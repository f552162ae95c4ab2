import { type Language, type PhotoPageKey, routePath, type ServiceRouteKey } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { CallToAction } from '../../components/call-to-action';
import { Head } from '../../lib/head';
import { useBusiness } from '../../lib/business';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';
import { formatLongDate } from '../../lib/format-date';
import { articleText } from './article-text';
import { ArticleLeadPhoto, ArticleMorePhotos } from './article-photos';
import { isLongArticle } from './article-length';
import { KeyFacts } from './key-facts';
import { QuoteAside } from './quote-aside';
import { QuoteSection } from '../home/quote-section';
import { type PriceGuide, ServicePriceGuide } from './service-price-guide';
import { useSiteData } from '../../lib/site-data';
import { serviceWithOffer } from '../../lib/structured-data';
import { linkPath } from './article-links';
import { overviewText } from '../overview/overview-text';
import type { Article, ArticleSection, ArticleText } from './article-types';

interface ArticlePageProps {
  article: Article;
  /** This page's path in each language. */
  paths: Record<Language, string>;
  /** A service, manufacturer or guide page's photos chosen in the admin: the first under the h1, the rest under the intro. */
  photos?: PhotoPageKey;
  /** A service page's price guide set by the owner: shown under the intro and offered in the structured data. */
  priceGuide?: PriceGuide;
  /** The page holds the quote form (service pages): its quote links lead to it rather than to the home page's. */
  quoteForm?: boolean;
}

/**
 * Service, manufacturer and guide pages from 1200 px: the text in the first column, the quote block (QuoteAside, which
 * spans every row) in a narrow second one. Below that, one column in document order: the quote block after the contents.
 */
const WITH_ASIDE = {
  display: { lg: 'grid' },
  columnGap: 6,
  gridTemplateColumns: { lg: 'minmax(0, 1fr) 18rem' },
  '& > *': { gridColumn: { lg: '1' } },
} as const;

function parentCrumb(kind: Article['kind'], language: Language, t: (typeof articleText)['en']) {
  if (kind === 'guide') return { name: t.resources, path: routePath('resources', language) };
  if (kind === 'service') return { name: overviewText[language].services.breadcrumb, path: routePath('services', language) };
  if (kind === 'brand') return { name: overviewText[language].manufacturers.breadcrumb, path: routePath('manufacturers', language) };
  return undefined;
}

function Section({ section }: { section: ArticleSection }) {
  const language = useLanguage();
  const t = useCatalogue(articleText);
  return (
    <Box component="section" aria-labelledby={section.id} sx={{ mb: 5 }}>
      <Typography
        id={section.id}
        variant="h2"
        sx={{ fontSize: { xs: '1.45rem', md: '1.7rem' }, mb: 1.5, scrollMarginTop: { xs: 76, md: 128 } }}
      >
        {section.heading}
      </Typography>
      {section.paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1.75, lineHeight: 1.7 }}>
          {paragraph}
        </Typography>
      ))}
      {section.bullets && (
        <Box component="ul" sx={{ pl: 3, mb: 2, '& li': { mb: 0.75, lineHeight: 1.6 } }}>
          {section.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </Box>
      )}
      {section.links && (
        <Typography component="p">
          {t.furtherReading}:{' '}
          {section.links.map((link, index) => (
            <span key={link.to}>
              {index > 0 && ' · '}
              <Link component={RouterLink} to={linkPath(link.to, language)}>
                {link.label}
              </Link>
            </span>
          ))}
        </Typography>
      )}
    </Box>
  );
}

function TableOfContents({ text }: { text: ArticleText }) {
  const t = useCatalogue(articleText);
  return (
    <Paper component="nav" aria-labelledby="toc-heading" variant="outlined" sx={{ p: 2.5, mb: 5 }}>
      <Typography id="toc-heading" component="h2" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t.contents}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {text.sections.map((section) => (
          <li key={section.id}>
            <Link href={`#${section.id}`}>{section.heading}</Link>
          </li>
        ))}
        {text.faqs && text.faqs.length > 0 && (
          <li>
            <Link href="#faqs">{t.faqs}</Link>
          </li>
        )}
      </Box>
    </Paper>
  );
}

/**
 * A service page: the article with the price guide the owner set for it, if any (read while rendering on the server),
 * and the quote form itself, so a visitor asks from the page that convinced them (its path and campaign go with it).
 */
export function ServiceArticlePage({ service, ...props }: ArticlePageProps & { service: ServiceRouteKey }) {
  const language = useLanguage();
  const guides = useSiteData(`price-guides:${language}`, (data) => data.priceGuides(language)).data;
  return <ArticlePage {...props} priceGuide={guides.find((guide) => guide.service === service)} quoteForm />;
}

/** The quote call-to-action that ends brand and guide pages (and the overview pages); service pages end with the form. */
export function QuoteCallToAction() {
  const language = useLanguage();
  const t = useCatalogue(articleText);
  const { replyWithinHours, emergencyResponseHours } = useBusiness();
  return (
    <CallToAction
      headingId="cta-heading"
      heading={t.ctaHeading}
      text={t.ctaBody(replyWithinHours, emergencyResponseHours)}
      primary={{ to: `${routePath('home', language)}#quote`, label: t.ctaQuote }}
      secondary={{ to: routePath('contact', language), label: t.ctaContact }}
    />
  );
}

/** A page of written content (service, brand, guide, legal or index page), server-rendered with its metadata. */
export function ArticlePage({ article, paths, photos, priceGuide, quoteForm }: ArticlePageProps) {
  const language = useLanguage();
  const t = useCatalogue(articleText);
  const { origin } = useSiteConfig();
  const { brandWithTrade } = useBusiness();
  const text = article[language];
  const parent = parentCrumb(article.kind, language, t);
  const dated = article.kind === 'guide' || article.kind === 'legal';
  const selling = article.kind === 'service' || article.kind === 'brand' || article.kind === 'guide';
  const quotePath = quoteForm ? '#quote' : `${routePath('home', language)}#quote`;
  return (
    <Container component="article" maxWidth={selling ? 'lg' : 'md'} sx={{ py: 6, ...(selling && WITH_ASIDE) }}>
      <Head
        {...buildPageHead({
          origin,
          brand: brandWithTrade,
          language,
          paths,
          title: text.title,
          description: text.description,
          seoTitle: text.seoTitle,
          seoDescription: text.seoDescription,
          shareText: text.shareText,
          breadcrumbs: [
            { name: t.home, path: routePath('home', language) },
            ...(parent ? [parent] : []),
            { name: text.heading, path: paths[language] },
          ],
          faqs: text.faqs,
          extraJsonLd: priceGuide
            ? [
                serviceWithOffer(origin, {
                  url: `${origin}${paths[language]}`,
                  name: text.heading,
                  description: text.description,
                  fromEur: priceGuide.fromEur,
                  note: priceGuide.note,
                }),
              ]
            : [],
        })}
      />
      <Typography variant="h1" gutterBottom>
        {text.heading}
      </Typography>
      {photos && <ArticleLeadPhoto page={photos} />}
      {dated && article.updated && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t.updated}: <time dateTime={article.updated}>{formatLongDate(article.updated, language)}</time>
        </Typography>
      )}
      {text.intro.map((paragraph) => (
        <Typography key={paragraph} sx={{ fontSize: '1.125rem', mb: 2, lineHeight: 1.7 }}>
          {paragraph}
        </Typography>
      ))}
      <ServicePriceGuide guide={priceGuide} quotePath={quotePath} />
      {text.keyFacts && <KeyFacts facts={text.keyFacts} />}
      {photos && <ArticleMorePhotos page={photos} label={t.photos(text.heading)} />}
      {isLongArticle(article) && <TableOfContents text={text} />}
      {selling && <QuoteAside quotePath={quotePath} />}
      <Box sx={{ mt: 4 }}>
        {text.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </Box>
      {text.faqs && text.faqs.length > 0 && (
        <Box component="section" aria-labelledby="faqs" sx={{ mb: 4 }}>
          <Typography
            id="faqs"
            variant="h2"
            sx={{ fontSize: { xs: '1.45rem', md: '1.7rem' }, mb: 2, scrollMarginTop: { xs: 76, md: 128 } }}
          >
            {t.faqs}
          </Typography>
          {text.faqs.map((faq) => (
            <Box key={faq.question} sx={{ mb: 2.5 }}>
              <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
                {faq.question}
              </Typography>
              <Typography sx={{ lineHeight: 1.7 }}>{faq.answer}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {quoteForm ? (
        <Box sx={{ gridColumn: { lg: '1 / -1 !important' } }}>
          <QuoteSection />
        </Box>
      ) : (
        selling && <QuoteCallToAction />
      )}
    </Container>
  );
}

import { type Language, routePath } from '@costa-sol/common';
import { Suspense } from 'react';
import { useTestimonials } from '../../features/reviews/api/get-testimonials';
import { QueryErrorBoundary } from '../../components/query-error-boundary';
import { reviewJsonLd } from '../../features/reviews/utils/review-json-ld';
import { useCatalogue, useLanguage } from '../../i18n/i18n-context';
import { Head } from '../../lib/head';
import { useBusiness } from '../../lib/business';
import { buildPageHead } from '../../lib/page-head';
import { useSiteConfig } from '../../lib/site-config';
import { homeText } from './home-text';
import { usePublishedPageText } from '../article/published-page-text';

function useHomeHead(extraJsonLd: object[]) {
  const language = useLanguage();
  const t = useCatalogue(homeText);
  const { title, description, seoTitle, seoDescription, shareText } = usePublishedPageText('home');
  const { origin } = useSiteConfig();
  const { brandWithTrade } = useBusiness();
  return buildPageHead({
    origin,
    brand: brandWithTrade,
    language,
    paths: { en: routePath('home', 'en'), es: routePath('home', 'es') },
    title,
    description,
    seoTitle,
    seoDescription,
    shareText,
    breadcrumbs: [{ name: t.head.breadcrumb, path: routePath('home', language) }],
    extraJsonLd,
  });
}

function PlainHead() {
  return <Head {...useHomeHead([])} />;
}

/** Reads the testimonials through the same query as the section, so they are fetched once. */
function HeadWithReviews({ language }: { language: Language }) {
  const { origin } = useSiteConfig();
  const testimonials = useTestimonials(language);
  return <Head {...useHomeHead(reviewJsonLd(origin, testimonials))} />;
}

/**
 * The home page's head with up to five testimonials as Review JSON-LD. Server rendering waits for them; in the
 * browser the plain head is in place meanwhile, and stays if the read fails.
 */
export function HomeHead() {
  const language = useLanguage();
  return (
    <QueryErrorBoundary key={language} fallback={<PlainHead />}>
      <Suspense fallback={<PlainHead />}>
        <HeadWithReviews language={language} />
      </Suspense>
    </QueryErrorBoundary>
  );
}

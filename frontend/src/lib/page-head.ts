import { fitDescription, fitTitle, type Language } from '@costa-sol/common';
import type { PageHead } from './head';
import { shareImage } from './share-card';
import { breadcrumbList, type Crumb, type Faq, faqPage, webPage } from './structured-data';

interface PageHeadInput {
  origin: string;
  language: Language;
  /** The brand with its trade as the owner last saved it (business settings: useBusiness), which titles end with. */
  brand: string;
  /** This page's path in each language; pages that exist in one language only pass just that one. */
  paths: Partial<Record<Language, string>>;
  title: string;
  description: string;
  breadcrumbs: Crumb[];
  faqs?: Faq[];
  robots?: string;
  extraJsonLd?: object[];
  /** A shorter form of the title the content states (a Q&A page's short question), for when the title and the brand do not fit. */
  shortTitle?: string | null;
  /** The owner's search title and description (an article's or Q&A page's SEO fields), used as written; unset: fitted from title and description. */
  seoTitle?: string | null;
  seoDescription?: string | null;
  /** The share card's text; unset: the title. */
  shareText?: string | null;
}

/**
 * Canonical to itself, reciprocal hreflang (en, es, x-default → English), and the page's own JSON-LD (Head adds the
 * business's, from the business settings, before it). Without the owner's overrides, the title and description are made of whole phrases and sentences (common/seo fitTitle, fitDescription); the share card shows the whole title.
 */
export function buildPageHead(input: PageHeadInput): PageHead {
  const { origin, language, paths } = input;
  const title = input.seoTitle || fitTitle(input.title, input.brand, input.shortTitle);
  const description = input.seoDescription || fitDescription(input.description);
  const self = paths[language] ?? '/';
  const canonical = `${origin}${self}`;
  const alternates: PageHead['alternates'] = [];
  if (paths.en) alternates.push({ hreflang: 'en', href: `${origin}${paths.en}` });
  if (paths.es) alternates.push({ hreflang: 'es', href: `${origin}${paths.es}` });
  if (paths.en) alternates.push({ hreflang: 'x-default', href: `${origin}${paths.en}` });
  return {
    title,
    description,
    canonical,
    alternates,
    robots: input.robots,
    language,
    shareImage: shareImage({ origin, path: self, title: input.shareText || input.title, language, brand: input.brand }),
    breadcrumbs: input.breadcrumbs,
    jsonLd: [
      breadcrumbList(origin, input.breadcrumbs),
      webPage({ origin, url: canonical, name: title, description, language, siteName: input.brand }),
      ...(input.faqs && input.faqs.length > 0 ? [faqPage(input.faqs)] : []),
      ...(input.extraJsonLd ?? []),
    ],
  };
}

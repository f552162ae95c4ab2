import type { Language, PhotoPageKey, PublishedArticle, PublishedArticleText, ServiceRouteKey } from '@costa-sol/common';
import { useSiteData } from '../../lib/site-data';
import { NotFoundPage } from '../not-found-page';
import { ArticlePage, ServiceArticlePage } from './article-page';
import type { Article, ArticleText, LinkTarget } from './article-types';

/** Links were checked against the route keys and manufacturer slugs when the page was published (common/content-files). */
const text = ({ sections, ...rest }: PublishedArticleText): ArticleText => ({
  ...rest,
  sections: sections.map((section) => ({ ...section, links: section.links?.map(({ to, label }) => ({ to: to as LinkTarget, label })) })),
});

const articleOf = ({ kind, updated, en, es }: PublishedArticle): Article => ({ kind, updated, en: text(en), es: text(es) });

interface PublishedArticlePageProps {
  /** The page's Markdown name ("air-conditioning", "brands/daikin"). */
  name: string;
  paths: Record<'en' | 'es', string>;
  photos?: PhotoPageKey;
  service?: ServiceRouteKey;
}

/**
 * An article page as the owner last published it in the admin (issue 22): read from the database while rendering on
 * the server, behind the page cache; the browser gets its HTML only.
 */
export function PublishedArticlePage({ name, service, ...props }: PublishedArticlePageProps) {
  const published = useSiteData(`article:${name}`, (data) => data.article(name));
  if (!published) return <NotFoundPage />;
  const article = articleOf(published);
  return service ? <ServiceArticlePage article={article} service={service} {...props} /> : <ArticlePage article={article} {...props} />;
}

/** Each named article's published description in one language (the overview pages' cards), read on the server. */
export function usePublishedDescriptions(names: readonly string[], language: Language): Record<string, string> {
  return useSiteData(`article-descriptions:${language}:${names.join(',')}`, async (data) => {
    const articles = await Promise.all(names.map((name) => data.article(name)));
    return Object.fromEntries(names.map((name, index) => [name, articles[index]?.[language].description ?? '']));
  });
}

import { APP_CONTENT, type ArticleKind, fixedPages, isArticleKind, PAGE_REGISTRY, type PagePaths } from '@costa-sol/common';

/** An article page of the page registry: its Markdown name, kind, paths and the registry's date of its text. */
export interface RegistryArticle {
  key: string;
  kind: ArticleKind;
  paths: PagePaths;
  updated: string;
}

/** Every article page of the page registry (services, brands, guides, legal), in the registry's order. */
export function registryArticles(): RegistryArticle[] {
  return fixedPages(PAGE_REGISTRY).flatMap(({ content, kind, paths, updated }) =>
    content !== APP_CONTENT && isArticleKind(kind) ? [{ key: content, kind, paths, updated }] : [],
  );
}

export function registryArticle(key: string): RegistryArticle | undefined {
  return registryArticles().find((page) => page.key === key);
}

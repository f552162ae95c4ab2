import {
  APP_CONTENT,
  ARTICLE_LAYOUT,
  fixedPages,
  isWrittenKind,
  type OwnComponent,
  PAGE_REGISTRY,
  type PagePaths,
  type WrittenKind,
} from '@costa-sol/common';

/**
 * A page of the page registry written as Markdown the owner edits: its Markdown name, kind, paths, the registry's
 * date of its text, and what its own component needs of its Markdown (ARTICLE_LAYOUT for an article page).
 */
export interface RegistryArticle {
  key: string;
  kind: WrittenKind;
  paths: PagePaths;
  updated: string;
  layout: OwnComponent;
}

/** Every written page of the page registry (services, brands, guides, legal, the home page, the tools), in the registry's order. */
export function registryArticles(): RegistryArticle[] {
  return fixedPages(PAGE_REGISTRY).flatMap(({ content, kind, paths, updated, ownComponent }) =>
    content !== APP_CONTENT && isWrittenKind(kind) ? [{ key: content, kind, paths, updated, layout: ownComponent ?? ARTICLE_LAYOUT }] : [],
  );
}

export function registryArticle(key: string): RegistryArticle | undefined {
  return registryArticles().find((page) => page.key === key);
}

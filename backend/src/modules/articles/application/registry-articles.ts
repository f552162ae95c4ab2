import { APP_CONTENT, fixedPages, isWrittenKind, PAGE_REGISTRY, type PagePaths, type WrittenKind } from '@costa-sol/common';

/**
 * A page of the page registry written as Markdown the owner edits: its Markdown name, kind, paths, the registry's
 * date of its text, and the sections its own component places (none for an article page).
 */
export interface RegistryArticle {
  key: string;
  kind: WrittenKind;
  paths: PagePaths;
  updated: string;
  anchors: readonly string[];
}

/** Every written page of the page registry (services, brands, guides, legal, the home page, the tools), in the registry's order. */
export function registryArticles(): RegistryArticle[] {
  return fixedPages(PAGE_REGISTRY).flatMap(({ content, kind, paths, updated, ownComponent }) =>
    content !== APP_CONTENT && isWrittenKind(kind) ? [{ key: content, kind, paths, updated, anchors: ownComponent?.anchors ?? [] }] : [],
  );
}

export function registryArticle(key: string): RegistryArticle | undefined {
  return registryArticles().find((page) => page.key === key);
}

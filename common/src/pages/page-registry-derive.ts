import type { Language } from '../i18n/languages';
import {
  APP_CONTENT,
  ARTICLE_KINDS,
  type ArticleKind,
  type PageEntry,
  type PageGroup,
  type PageKind,
  type OwnComponent,
  type PageList,
  type PagePaths,
  type PageRegistry,
  WRITTEN_KINDS,
  type WrittenKind,
} from './page-registry-types';

/**
 * What is derived from a page registry, as functions of the registry they are given: the app passes PAGE_REGISTRY
 * (route-pairs.ts binds them to it), a test a copy of its own.
 */

/** A page of the registry; typed as that registry's own entries (PAGE_REGISTRY's keys are RouteKeys). */
type EntryOf<Registry extends PageRegistry> = Registry['pages'][number];

export function pageEntry<Registry extends PageRegistry>(registry: Registry, key: string): EntryOf<Registry> {
  const entry = registry.pages.find((page) => page.key === key);
  if (!entry) throw new Error(`Unknown page "${key}": not in the page registry`);
  return entry;
}

export const pagePaths = (registry: PageRegistry, key: string): PagePaths => {
  const { en, es } = pageEntry(registry, key);
  return { en, es };
};

/** The pages a section of the human sitemap lists, in their order. */
export function pagesInGroup<Registry extends PageRegistry>(registry: Registry, group: PageGroup): EntryOf<Registry>[] {
  return registry.pages.filter((page: PageEntry) => page.group === group).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** The pages a list (nav, a footer column, the services overview) shows, in that list's order. */
export function pagesListedIn<Registry extends PageRegistry>(registry: Registry, list: PageList): EntryOf<Registry>[] {
  const position = (page: PageEntry) => page.listed?.[list] ?? 0;
  return registry.pages.filter((page: PageEntry) => page.listed?.[list] !== undefined).sort((a, b) => position(a) - position(b));
}

export type FamilyName = keyof PageRegistry['families'];

/** The path prefixes of each page family: the paths of its index page. */
export function familyPrefixes(registry: PageRegistry): Record<FamilyName, PagePaths> {
  const { manufacturer, location, qa } = registry.families;
  return {
    manufacturer: pagePaths(registry, manufacturer.index),
    location: pagePaths(registry, location.index),
    qa: pagePaths(registry, qa.index),
  };
}

/** A page of a family: its slug (or slugs, 'town/sub-page') below the family's prefix in that language. */
export function familyPath(registry: PageRegistry, family: FamilyName, slugs: string, language: Language): string {
  return `${pageEntry(registry, registry.families[family].index)[language]}/${slugs}`;
}

/** The Markdown name of a manufacturer page (content/pages/brands/daikin.en.md → 'brands/daikin'). */
export const brandContentName = (registry: PageRegistry, slug: string) => `${registry.families.manufacturer.folder}/${slug}`;

/** A page of the registry, or a manufacturer page, as its two paths, its kind, content and date. */
export interface FixedPage {
  /** The registry key, or the manufacturer slug. */
  key: string;
  paths: PagePaths;
  kind: PageKind;
  content: string;
  /** Set when a component of its own lays out its Markdown (the home page, the tools). */
  ownComponent?: OwnComponent;
  updated: string;
}

/** Every page whose path is known without data: the registry's pages, then the manufacturer pages, in that order. */
export function fixedPages(registry: PageRegistry): FixedPage[] {
  const brands = registry.families.manufacturer;
  return [
    ...registry.pages.map(({ key, en, es, kind, content, ownComponent, updated }) => ({
      key,
      paths: { en, es },
      kind,
      content,
      ownComponent,
      updated,
    })),
    ...brands.pages.map(({ slug, updated }) => ({
      key: slug,
      paths: { en: familyPath(registry, 'manufacturer', slug, 'en'), es: familyPath(registry, 'manufacturer', slug, 'es') },
      kind: brands.kind,
      content: brandContentName(registry, slug),
      updated,
    })),
  ];
}

/** The page whose Markdown files are content/pages/{name}.{en|es}.md, if the registry has one. */
export function pageByContentName(registry: PageRegistry, name: string): FixedPage | undefined {
  return name === APP_CONTENT ? undefined : fixedPages(registry).find((page) => page.content === name);
}

/** An article page's layout: it places no section by anchor and draws no cards. */
export const ARTICLE_LAYOUT: OwnComponent = { anchors: [] };

/**
 * What a page's own component needs of its Markdown (the sections it places, the lists it draws as cards), which every
 * draft keeps; ARTICLE_LAYOUT for an article page.
 */
export function ownLayoutOf(registry: PageRegistry, name: string): OwnComponent {
  return pageByContentName(registry, name)?.ownComponent ?? ARTICLE_LAYOUT;
}

/** Whether pages of this kind are written as articles (Markdown under content/pages). */
export function isArticleKind(kind: PageKind): kind is ArticleKind {
  return (ARTICLE_KINDS as readonly PageKind[]).includes(kind);
}

/** Whether pages of this kind may have a Markdown page the owner edits (articles, and pages laying out their own). */
export function isWrittenKind(kind: PageKind): kind is WrittenKind {
  return (WRITTEN_KINDS as readonly PageKind[]).includes(kind);
}

/** The kind of page a path is: a fixed page's, or the family whose prefix it starts with. */
export function pageKindOfPath(registry: PageRegistry, path: string): PageKind | undefined {
  const fixed = fixedPages(registry).find(({ paths }) => paths.en === path || paths.es === path);
  if (fixed) return fixed.kind;
  const prefixes = familyPrefixes(registry);
  const family = (Object.keys(prefixes) as FamilyName[]).find((name) =>
    Object.values(prefixes[name]).some((prefix) => path.startsWith(`${prefix}/`)),
  );
  return family ? registry.families[family].kind : undefined;
}

/** The language a path belongs to: Spanish whenever it is /es or starts with /es/. */
export function languageOfPath(path: string): Language {
  return path === '/es' || path.startsWith('/es/') ? 'es' : 'en';
}

import { LANGUAGES } from '../i18n/languages';
import { fixedPages, isArticleKind, isWrittenKind, languageOfPath } from './page-registry-derive';
import { APP_CONTENT, ARTICLE_KINDS, PAGE_LISTS, type PageRegistry, WRITTEN_KINDS } from './page-registry-types';

/** A registry that breaks its rules: every problem at once, each naming the page and the rule. */
export class PageRegistryError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid page registry:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'PageRegistryError';
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PATH = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/;

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

function pathProblems(registry: PageRegistry): string[] {
  const problems: string[] = [];
  for (const { key, paths } of fixedPages(registry))
    for (const language of LANGUAGES) {
      const path: unknown = paths[language];
      if (typeof path !== 'string' || path === '') problems.push(`page "${key}": no ${language === 'en' ? 'English' : 'Spanish'} path`);
      else if (!PATH.test(path)) problems.push(`page "${key}": path "${path}" is not a lower-case path without a trailing slash`);
      else if (languageOfPath(path) !== language)
        problems.push(`page "${key}": ${language} path "${path}" ${language === 'es' ? 'must start with /es' : 'must not start with /es'}`);
    }
  const allPaths = fixedPages(registry).flatMap(({ paths }) => Object.values(paths));
  for (const path of duplicates(allPaths)) problems.push(`path "${path}" belongs to more than one page`);
  return problems;
}

function listProblems(registry: PageRegistry): string[] {
  const problems: string[] = [];
  for (const page of registry.pages)
    if (page.group && page.order === undefined) problems.push(`page "${page.key}": a group without an order`);
  const groups = [...new Set(registry.pages.map((page) => page.group))];
  for (const group of groups.filter((name) => name !== undefined)) {
    const orders = registry.pages.filter((page) => page.group === group).map((page) => String(page.order));
    for (const order of duplicates(orders)) problems.push(`group "${group}": order ${order} is given to more than one page`);
  }
  for (const list of PAGE_LISTS) {
    const orders = registry.pages.flatMap((page) => (page.listed?.[list] === undefined ? [] : [String(page.listed[list])]));
    for (const order of duplicates(orders)) problems.push(`list "${list}": position ${order} is given to more than one page`);
  }
  return problems;
}

/**
 * Checks a page registry: unique keys, slugs and paths, both languages' paths, days, orders, families' index pages, the kinds of article pages
 * and of pages laying out a Markdown page of their own,
 * and (given `contentExists`, which answers for a Markdown name whether both its files exist) every page's content.
 * Throws PageRegistryError with every problem.
 */
export function checkPageRegistry(registry: PageRegistry, contentExists?: (name: string) => boolean): void {
  const families = Object.entries(registry.families)
    .filter(([, family]) => !registry.pages.some((page) => page.key === family.index))
    .map(([name, family]) => `family "${name}": its index "${family.index}" is not a page of the registry`);
  const { manufacturer } = registry.families;
  // Without their index page the manufacturer pages have no paths: the other rules are checked without them.
  const checkable = registry.pages.some((page) => page.key === manufacturer.index)
    ? registry
    : { ...registry, families: { ...registry.families, manufacturer: { ...manufacturer, pages: [] } } };
  const pages = fixedPages(checkable);
  const problems = [
    ...duplicates(registry.pages.map((page) => page.key)).map((key) => `key "${key}" is declared more than once`),
    ...duplicates(manufacturer.pages.map((page) => page.slug)).map((slug) => `manufacturer "${slug}" is declared more than once`),
    ...manufacturer.pages
      .filter(({ slug }) => registry.pages.some((page) => page.key === slug))
      .map(({ slug }) => `manufacturer "${slug}" has the key of a page (a content link to it would be ambiguous)`),
    ...pathProblems(checkable),
    ...pages
      .filter((page) => !DAY.test(page.updated))
      .map((page) => `page "${page.key}": updated "${page.updated}" is not a YYYY-MM-DD day`),
    ...listProblems(registry),
    ...families,
    ...pages
      .filter((page) => page.content !== APP_CONTENT && contentExists && !contentExists(page.content))
      .map((page) => `page "${page.key}": content/pages/${page.content}.en.md or .es.md is missing`),
    ...pages
      .filter((page) => page.content !== APP_CONTENT && !page.ownComponent && !isArticleKind(page.kind))
      .map((page) => `page "${page.key}": kind "${page.kind}" is not written as an article (one of: ${ARTICLE_KINDS.join(', ')})`),
    ...pages
      .filter((page) => page.ownComponent && !isWrittenKind(page.kind))
      .map((page) => `page "${page.key}": kind "${page.kind}" has no Markdown page (one of: ${WRITTEN_KINDS.join(', ')})`),
    ...pages
      .filter((page) => page.ownComponent && page.content === APP_CONTENT)
      .map((page) => `page "${page.key}": its own component lays out a Markdown page, but it names none (content "${APP_CONTENT}")`),
  ];
  if (problems.length > 0) throw new PageRegistryError(problems);
}

import { type Language, LANGUAGES, townPath } from '@costa-sol/common';
import type { TownSlugs } from './location';
import type { TownServicePageFile } from './town-file';

/**
 * The public paths a town leaves when its slug changes, each with its new one: the town page and each service sub-page,
 * in the language(s) whose slug changed.
 */
export function townPathMoves(from: TownSlugs, to: TownSlugs, pages: TownServicePageFile[]): { from: string; to: string }[] {
  return LANGUAGES.filter((language) => from[language] !== to[language]).flatMap((language) => {
    const pageSlug = (page: TownServicePageFile) => (language === 'en' ? page.slugEn : page.slugEs);
    return [
      { from: townPath(from[language], language), to: townPath(to[language], language) },
      ...pages.map((page) => ({
        from: townPath(`${from[language]}/${pageSlug(page)}`, language),
        to: townPath(`${to[language]}/${pageSlug(page)}`, language),
      })),
    ];
  });
}

/**
 * The public paths a town's sub-pages leave when the owner gives one another slug (a page keeps its key), each with
 * its new one, in the language(s) whose page slug changed. An old slug that another page now takes keeps that page.
 */
export function townPageMoves(
  town: TownSlugs,
  before: TownServicePageFile[],
  after: TownServicePageFile[],
): { from: string; to: string }[] {
  const previous = new Map(before.map((page) => [page.key, page]));
  const slugOf = (page: TownServicePageFile, language: Language) => (language === 'en' ? page.slugEn : page.slugEs);
  return after.flatMap((page) => {
    const old = previous.get(page.key);
    if (!old) return [];
    return LANGUAGES.flatMap((language) => {
      const [from, to] = [slugOf(old, language), slugOf(page, language)];
      const taken = after.some((other) => slugOf(other, language) === from);
      return from === to || taken
        ? []
        : [{ from: townPath(`${town[language]}/${from}`, language), to: townPath(`${town[language]}/${to}`, language) }];
    });
  });
}

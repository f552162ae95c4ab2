import { LANGUAGES, townPath } from '@costa-sol/common';
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

import { isTownSlug } from '@costa-sol/common';
import { type TownSlugs, townSlugs } from './location';
import type { TownFile } from './town-file';
import { TownSlugInvalidError } from './town.errors';

type SlugField = 'name' | 'nameEn' | 'slugEn' | 'slugEs';

/** The field a language's slug comes from: the slug written, else the name it is made of. */
export function slugField(town: TownFile, language: keyof TownSlugs): SlugField {
  if (language === 'en') return town.slugEn ? 'slugEn' : town.nameEn ? 'nameEn' : 'name';
  return town.slugEs ? 'slugEs' : 'name';
}

/** A new town's slugs, refused when a name gives none that a path can hold. */
export function newTownSlugs(town: TownFile): TownSlugs {
  const slugs = townSlugs(town);
  for (const language of ['en', 'es'] as const) if (!isTownSlug(slugs[language])) throw new TownSlugInvalidError(slugField(town, language));
  return slugs;
}

/**
 * An edited town's fields with the slugs it keeps: a renamed town keeps its paths (the old slugs are written into
 * slugEn/slugEs); a different slug written there moves the town to it, refused when no path can hold it.
 */
export function withSlugsEdited(town: TownFile, current: TownSlugs): TownFile {
  const written = { en: town.slugEn, es: town.slugEs };
  const slugs: TownSlugs = { en: written.en ?? current.en, es: written.es ?? current.es };
  for (const language of ['en', 'es'] as const)
    if (slugs[language] !== current[language] && !isTownSlug(slugs[language]))
      throw new TownSlugInvalidError(language === 'en' ? 'slugEn' : 'slugEs');
  const made = townSlugs({ ...town, slugEn: undefined, slugEs: undefined });
  return {
    ...town,
    ...(written.en === undefined && made.en !== slugs.en && { slugEn: slugs.en }),
    ...(written.es === undefined && made.es !== slugs.es && { slugEs: slugs.es }),
  };
}

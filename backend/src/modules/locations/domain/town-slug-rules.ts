import { type TownSlugs, townSlugs } from './location';
import type { TownFile } from './town-file';
import { TownSlugInvalidError, TownSlugLockedError } from './town.errors';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MAX = 80;
/** Taken by the comarca hubs' paths (/locations/comarca/{id}) and the admin's new-town form (/admin/towns/new). */
const RESERVED = new Set(['comarca', 'new']);

type SlugField = 'name' | 'nameEn' | 'slugEn' | 'slugEs';

/** The field a language's slug comes from: the slug written, else the name it is made of. */
export function slugField(town: TownFile, language: keyof TownSlugs): SlugField {
  if (language === 'en') return town.slugEn ? 'slugEn' : town.nameEn ? 'nameEn' : 'name';
  return town.slugEs ? 'slugEs' : 'name';
}

/** A new town's slugs, refused when a name gives none that a path can hold. */
export function newTownSlugs(town: TownFile): TownSlugs {
  const slugs = townSlugs(town);
  for (const language of ['en', 'es'] as const) {
    const slug = slugs[language];
    if (!SLUG.test(slug) || slug.length > SLUG_MAX || RESERVED.has(slug)) throw new TownSlugInvalidError(slugField(town, language));
  }
  return slugs;
}

/**
 * An edited town keeps its slugs (a change would need a 301, not recorded in this version): a renamed town keeps its
 * paths, written into slugEn/slugEs; a different slug written there is refused.
 */
export function withSlugsKept(town: TownFile, current: TownSlugs): TownFile {
  if (town.slugEn !== undefined && town.slugEn !== current.en) throw new TownSlugLockedError('slugEn');
  if (town.slugEs !== undefined && town.slugEs !== current.es) throw new TownSlugLockedError('slugEs');
  const made = townSlugs(town);
  return {
    ...town,
    ...(made.en !== current.en && { slugEn: current.en }),
    ...(made.es !== current.es && { slugEs: current.es }),
  };
}

import { LANGUAGES, townPath } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { RedirectTable } from '../../redirects/application/redirect-table';
import { townSlugs } from '../domain/location';
import { LocationDirectory } from './location-directory';

/**
 * The English slug a town is known by now, from a slug a visitor's page may still hold: the town's own (either
 * language), or where a slug change moved it (its old page's 301). A booking form opened before the office gave the
 * town another slug still books the town.
 */
@Injectable()
export class CurrentTownSlug {
  constructor(
    private readonly directory: LocationDirectory,
    private readonly redirects: RedirectTable,
  ) {}

  of(slug: string): string | null {
    const town = this.directory.townWithSlug(slug);
    if (town) return townSlugs(town).en;
    for (const language of LANGUAGES) {
      const prefix = townPath('', language);
      const target = this.redirects.target(townPath(slug, language));
      const moved = target?.startsWith(prefix) ? this.directory.townWithSlug(target.slice(prefix.length)) : undefined;
      if (moved) return townSlugs(moved).en;
    }
    return null;
  }
}

import { fixedPages, LEAD_THANKS_ROUTES, languageOfPath, PAGE_REGISTRY, PARAM_ROUTE_PREFIXES } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { LocationDirectory } from '../../locations/application/location-directory';
import { GetPublicQaCategory } from '../../qa/application/public/get-public-qa-category.use-case';
import { GetPublicQaPage } from '../../qa/application/public/get-public-qa-page.use-case';
import { PathOwners } from '../application/path-owners.port';

const FIXED_PATHS = new Set([
  ...fixedPages(PAGE_REGISTRY).flatMap(({ paths }) => [paths.en, paths.es]),
  ...Object.values(LEAD_THANKS_ROUTES).flatMap((pair) => [pair.en, pair.es]),
]);

/** Answers as the site does: a fixed page of the registry, a town page, or a published Q&A category or page. */
@Injectable()
export class SitePathOwners extends PathOwners {
  constructor(
    private readonly locations: LocationDirectory,
    private readonly qaCategory: GetPublicQaCategory,
    private readonly qaPage: GetPublicQaPage,
  ) {
    super();
  }

  async owns(path: string): Promise<boolean> {
    if (FIXED_PATHS.has(path)) return true;
    if (this.locations.pathPairs().some((pair) => pair.en === path || pair.es === path)) return true;
    const language = languageOfPath(path);
    const qaPrefix = `${PARAM_ROUTE_PREFIXES.qa[language]}/`;
    if (!path.startsWith(qaPrefix)) return false;
    const [categorySlug, pageSlug, ...more] = path.slice(qaPrefix.length).split('/');
    if (more.length > 0) return false;
    return found(() =>
      pageSlug === undefined ? this.qaCategory.execute(categorySlug, language) : this.qaPage.execute(categorySlug, pageSlug, language),
    );
  }
}

async function found(read: () => Promise<unknown>): Promise<boolean> {
  try {
    await read();
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not-found') return false;
    throw error;
  }
}

import { ContentError, readCollection, yamlText } from '@costa-sol/common/content-files';
import { Injectable } from '@nestjs/common';
import { type ContentFiles, ContentSet, type ContentSetPlan } from '../../../../shared/application/content-set.port';
import { CreateTown } from '../../application/admin/create-town.use-case';
import { ListTowns } from '../../application/admin/list-towns.use-case';
import { ReplaceTownPages } from '../../application/admin/replace-town-pages.use-case';
import { UpdateTown } from '../../application/admin/update-town.use-case';
import { townSlugs } from '../../domain/location';
import type { TownFile, TownServicePageFile } from '../../domain/town-file';
import { townFiles, townServicePageFiles } from './town-content.schema';

/** Who the towns table names as the last editor of a town the import wrote. */
const IMPORTER = 'content:import';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The towns as content/ writes them: towns/{english-slug}.yaml and town-pages/{town}/{english-slug}.yaml (with its
 * `order`), loaded back through the admin's use cases. A file names its town by its English slug, so an import never
 * moves a town to another slug (the admin does, with its redirects), and a town is never removed: the admin has no
 * removal either.
 */
@Injectable()
export class TownsContentSet extends ContentSet {
  readonly name = 'towns';

  constructor(
    private readonly listTowns: ListTowns,
    private readonly createTown: CreateTown,
    private readonly updateTown: UpdateTown,
    private readonly replacePages: ReplaceTownPages,
  ) {
    super();
  }

  owns(path: string): boolean {
    return /^towns\/[^/]+\.yaml$/.test(path) || /^town-pages\/[^/]+\/[^/]+\.yaml$/.test(path);
  }

  async export(): Promise<ContentFiles> {
    const files: ContentFiles = new Map();
    for (const { slug, town, pages } of await this.listTowns.execute()) {
      files.set(`towns/${slug}.yaml`, yamlText(town));
      for (const [index, page] of pages.entries())
        files.set(`town-pages/${slug}/${page.slugEn}.yaml`, yamlText({ order: index + 1, ...page }));
    }
    return files;
  }

  async plan(contentRoot: string): Promise<ContentSetPlan> {
    const problems: string[] = [];
    const towns = readCollection(contentRoot, townFiles, problems).map((entry) => entry.data);
    const pagesOf = new Map<string, TownServicePageFile[]>();
    const pageEntries = readCollection(contentRoot, townServicePageFiles, problems).sort((a, b) => a.data.order - b.data.order);
    for (const { name, data } of pageEntries) {
      const { order: _order, ...page } = data;
      const town = name.split('/')[0];
      pagesOf.set(town, [...(pagesOf.get(town) ?? []), page]);
    }
    const bySlug = new Map(towns.map((town) => [townSlugs(town).en, town]));
    for (const town of pagesOf.keys())
      if (!bySlug.has(town)) problems.push(`content/town-pages/${town}: no town of that slug in content/towns`);
    if (problems.length > 0) throw new ContentError(problems);

    const stored = new Map((await this.listTowns.execute()).map((record) => [record.slug, record]));
    const added: [string, TownFile][] = [];
    const changed: [string, TownFile][] = [];
    for (const [slug, town] of bySlug) {
      const current = stored.get(slug);
      if (!current) added.push([slug, town]);
      else if (!same(current.town, town) || !same(current.pages, pagesOf.get(slug) ?? [])) changed.push([slug, town]);
    }
    const removed = [...stored.keys()].filter((slug) => !bySlug.has(slug));
    return {
      added: added.map(([slug]) => slug),
      changed: changed.map(([slug]) => slug),
      removed,
      apply: async ({ remove }) => {
        if (remove && removed.length > 0) throw new Error(`towns cannot be removed (the admin has no town removal): ${removed.join(', ')}`);
        for (const [slug, town] of added) {
          await this.createTown.execute(town, IMPORTER);
          if (pagesOf.has(slug)) await this.replacePages.execute(slug, pagesOf.get(slug) ?? [], IMPORTER);
        }
        for (const [slug, town] of changed) {
          const current = stored.get(slug);
          if (current && !same(current.town, town)) await this.updateTown.execute(slug, town, IMPORTER);
          if (current && !same(current.pages, pagesOf.get(slug) ?? []))
            await this.replacePages.execute(slug, pagesOf.get(slug) ?? [], IMPORTER);
        }
      },
    };
  }
}

import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type ArticleRecord, articleFilesFromRecord, ContentError } from '@costa-sol/common/content-files';
import { Injectable } from '@nestjs/common';
import { type ContentFiles, ContentSet, type ContentSetPlan } from '../../../../shared/application/content-set.port';
import { ListArticlePages } from '../../application/list-article-pages.use-case';
import { PublishArticlePage } from '../../application/publish-article-page.use-case';
import { registryArticle } from '../../application/registry-articles';
import { SaveArticleDraft } from '../../application/save-article-draft.use-case';
import { SeedArticlePages } from '../../application/seed-article-pages.use-case';
import { sameRecord } from '../../domain/article-page';
import { loadArticleFiles } from './load-article-files';

/** Who the page's revisions name as the publisher of a page the import changed. */
const IMPORTER = 'content:import';

const PAGE_FILE = /^(.+)\.(en|es)\.md$/;

/** Page files under content/pages whose name is no article page of the page registry. */
function unknownPageFiles(contentRoot: string): string[] {
  const folder = join(contentRoot, 'pages');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => {
      const key = PAGE_FILE.exec(path)?.[1];
      return key !== undefined && !registryArticle(key);
    })
    .sort()
    .map((path) => `content/pages/${path}: no article page of that name in the page registry (common/src/pages/page-registry.ts)`);
}

/**
 * The article pages as content/pages writes them: pages/{name}.{en|es}.md, each page's published copy with its
 * overrides as front-matter keys. The import changes a page as the admin does: the file becomes the draft and is
 * published (a revision by "content:import"). The page registry fixes which pages exist: none is ever removed.
 */
@Injectable()
export class ArticlesContentSet extends ContentSet {
  readonly name = 'articles';

  constructor(
    private readonly list: ListArticlePages,
    private readonly seed: SeedArticlePages,
    private readonly saveDraft: SaveArticleDraft,
    private readonly publish: PublishArticlePage,
  ) {
    super();
  }

  owns(path: string): boolean {
    return /^pages\/.+\.(en|es)\.md$/.test(path);
  }

  async export(): Promise<ContentFiles> {
    const files: ContentFiles = new Map();
    for (const { page } of await this.list.execute())
      for (const [language, text] of Object.entries(articleFilesFromRecord(page.published)))
        files.set(`pages/${page.key}.${language}.md`, text);
    return files;
  }

  async plan(contentRoot: string): Promise<ContentSetPlan> {
    const problems = unknownPageFiles(contentRoot);
    let records = new Map<string, ArticleRecord>();
    try {
      records = loadArticleFiles(contentRoot);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
    if (problems.length > 0) throw new ContentError(problems);

    const stored = new Map((await this.list.execute()).map(({ page }) => [page.key, page]));
    const added = [...records].filter(([key]) => !stored.has(key));
    const changed = [...records].filter(([key, record]) => {
      const current = stored.get(key);
      return current !== undefined && !sameRecord(current.published, record);
    });
    return {
      added: added.map(([key]) => key),
      changed: changed.map(([key]) => key),
      removed: [],
      apply: async () => {
        // A page of the registry not stored yet (the app stores each one when it starts): stored as a first start would.
        await this.seed.execute(new Map(added));
        for (const [key, record] of changed) {
          await this.saveDraft.execute(key, record, IMPORTER);
          await this.publish.execute(key, IMPORTER);
        }
      },
    };
  }
}

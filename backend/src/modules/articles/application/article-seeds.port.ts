import type { ArticleRecord } from '@costa-sol/common/content-files';

/** Port: the pages of content/pages (the first-start seed), read once on start, by page key. */
export abstract class ArticleSeeds {
  abstract all(): Map<string, ArticleRecord>;
}

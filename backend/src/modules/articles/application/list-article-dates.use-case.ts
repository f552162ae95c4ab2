import type { PagePaths } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { ReadPublishedArticle } from './read-published-article.use-case';
import { registryArticles } from './registry-articles';

interface ArticleDate {
  paths: PagePaths;
  /** YYYY-MM-DD: the date the page itself shows (the registry's, or the day of the owner's last publish when later). */
  updated: string;
}

/** Every article page's paths and date, for the sitemap: read as the page is, so both always agree (and refresh together). */
@Injectable()
export class ListArticleDates {
  constructor(private readonly read: ReadPublishedArticle) {}

  async execute(): Promise<ArticleDate[]> {
    const dates: ArticleDate[] = [];
    for (const { key, paths, updated } of registryArticles())
      dates.push({ paths, updated: (await this.read.execute(key))?.updated ?? updated });
    return dates;
  }
}

import { randomUUID } from 'node:crypto';
import type { ArticleRecord } from '@costa-sol/common/content-files';
import { Injectable, Logger } from '@nestjs/common';
import { sameRecord } from '../domain/article-page';
import { fittedToLayout } from '../domain/layout-from-seed';
import { ArticlePageRepository } from './article-page-repository.port';
import { ArticleSeeds } from './article-seeds.port';
import { registryArticles } from './registry-articles';
import { Clock } from '../../../shared/application/clock.port';

/** Who the revision of an upgrade is by, as the history shows it. */
const LAYOUT_UPGRADE_AUTHOR = 'site update';

/**
 * On every start, after the seed: a stored page whose own component now needs more of its Markdown (a new section,
 * a list drawn as cards) gets it from content/pages, around what the owner wrote, as a published revision by
 * "site update"; an unpublished draft is brought along the same way. Without it the page could not be read.
 */
@Injectable()
export class UpgradeArticleLayouts {
  private readonly logger = new Logger(UpgradeArticleLayouts.name);

  constructor(
    private readonly pages: ArticlePageRepository,
    private readonly seeds: ArticleSeeds,
    private readonly clock: Clock,
  ) {}

  /** The keys of the pages upgraded. */
  async execute(now = this.clock.now()): Promise<string[]> {
    const upgraded: string[] = [];
    for (const { key, layout } of registryArticles()) {
      const seed = this.seeds.all().get(key);
      const page = layout.anchors.length > 0 && seed ? await this.pages.find(key) : null;
      if (!seed || !page) continue;
      const upgrade = (record: ArticleRecord): ArticleRecord | null => {
        const fitted = fittedToLayout(record, seed, layout);
        if (!fitted)
          this.logger.error(`The stored page ${key} does not fit its layout and could not be brought to it: edit it at Site pages`);
        return fitted === record ? null : fitted;
      };
      const published = upgrade(page.published);
      const draft = sameRecord(page.draft, page.published) ? null : upgrade(page.draft);
      if (published) {
        await this.pages.saveDraft(key, published, now, LAYOUT_UPGRADE_AUTHOR);
        await this.pages.publishDraft(key, randomUUID(), now, LAYOUT_UPGRADE_AUTHOR);
        // The owner's unpublished draft stays the draft.
        if (!sameRecord(page.draft, page.published)) await this.pages.saveDraft(key, draft ?? page.draft, now, LAYOUT_UPGRADE_AUTHOR);
      } else if (draft) await this.pages.saveDraft(key, draft, now, LAYOUT_UPGRADE_AUTHOR);
      if (published || draft) upgraded.push(key);
    }
    if (upgraded.length > 0) this.logger.log(`Brought to their page's layout of now (a revision by "site update"): ${upgraded.join(', ')}`);
    return upgraded;
  }
}

import { hiddenFigures, interpolateFacts, type PublishedArticle } from '@costa-sol/common';
import { leaveOutHiddenFigures, parseArticle } from '@costa-sol/common/content-files';
import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { CurrentBusinessFacts } from '../../../shared/application/current-business-facts.port';
import { TtlCache } from '../../../shared/application/ttl-cache';
import { ArticlePageRepository } from './article-page-repository.port';
import { registryArticle } from './registry-articles';

/**
 * An article page's published copy as server rendering reads it, read from the page's Markdown with the company facts
 * of the business settings filled in (the legal notice's data, the figures); kept until a page is published or the
 * settings are saved (on this instance or another: ContentChanges 'articles', 'business-settings'), or for 10 minutes.
 */
@Injectable()
export class ReadPublishedArticle {
  private readonly cache = new TtlCache<PublishedArticle | null>(10 * 60_000, 200);

  constructor(
    private readonly pages: ArticlePageRepository,
    private readonly facts: CurrentBusinessFacts,
    changes: ContentChanges,
  ) {
    changes.subscribe((area) => {
      if (area === 'articles' || area === 'business-settings') this.cache.clear();
    });
  }

  execute(key: string): Promise<PublishedArticle | null> {
    return this.cache.getOrLoad(key, () => this.load(key));
  }

  private async load(key: string): Promise<PublishedArticle | null> {
    const registry = registryArticle(key);
    const page = registry && (await this.pages.find(key));
    if (!registry || !page) return null;
    const { published } = page;
    const facts = await this.facts.read();
    const parsed = parseArticle(
      {
        en: interpolateFacts(published.en.markdown, 'en', facts),
        es: interpolateFacts(published.es.markdown, 'es', facts),
      },
      registry.layout,
    );
    if (!parsed.ok)
      throw new Error(`The published page ${key} cannot be read: ${parsed.problems.map((problem) => problem.message).join('; ')}`);
    // A page with its own layout names a switched figure only where it can be left out (ownLayoutProblems).
    const shown =
      registry.layout.anchors.length > 0
        ? leaveOutHiddenFigures(parsed, { en: published.en.markdown, es: published.es.markdown }, hiddenFigures(facts))
        : parsed;
    // The registry's date of the seed text, or the day of the owner's last publish when later.
    const publishedDay = page.publishedBy ? page.publishedAt.toISOString().slice(0, 10) : '';
    const overrides = (language: 'en' | 'es') => ({
      seoTitle: published[language].seoTitle,
      seoDescription: published[language].seoDescription,
      shareText: published[language].shareText,
    });
    return {
      kind: registry.kind,
      updated: publishedDay > registry.updated ? publishedDay : registry.updated,
      en: { ...shown.en, ...overrides('en') },
      es: { ...shown.es, ...overrides('es') },
    };
  }
}

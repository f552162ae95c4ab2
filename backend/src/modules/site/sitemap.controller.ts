import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { PARAM_ROUTE_PREFIXES, STATIC_PAGE_UPDATED } from '@costa-sol/common';
import { AppConfig } from '../../config/app-config';
import { ListArticleDates } from '../articles/application/list-article-dates.use-case';
import { GetPublicQaCategory } from '../qa/application/public/get-public-qa-category.use-case';
import { ListPublicQaCategories } from '../qa/application/public/list-public-qa-categories.use-case';
import { fixedPagePairs, type PagePair, renderRobots, renderSitemap } from './sitemap';
import { SitemapExtraPages } from './sitemap-extra-pages.port';

const latest = (dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

/** Served at the site root (outside /api): the published Q&A appears here as soon as it is published. */
@ApiExcludeController()
@Controller()
export class SitemapController {
  constructor(
    private readonly config: AppConfig,
    private readonly listCategories: ListPublicQaCategories,
    private readonly getCategory: GetPublicQaCategory,
    private readonly extraPages: SitemapExtraPages,
    private readonly articleDates: ListArticleDates,
  ) {}

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=600')
  async sitemap(): Promise<string> {
    const qa = await this.qaPairs();
    // An article page is dated as it shows itself: by the owner's last publish when later than the registry's date.
    const articles = new Map((await this.articleDates.execute()).map(({ paths, updated }) => [paths.en, new Date(updated)]));
    // The Q&A index lists the published Q&A: it changes with its own text and with them.
    const fixed = fixedPagePairs().map((pair) =>
      pair.en === PARAM_ROUTE_PREFIXES.qa.en
        ? { ...pair, lastModified: latest([pair.lastModified, ...qa.map((page) => page.lastModified)]) }
        : { ...pair, lastModified: articles.get(pair.en) ?? pair.lastModified },
    );
    return renderSitemap(this.config.publicUrl, [...fixed, ...this.extraPages.pairs(), ...qa]);
  }

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robots(): string {
    return renderRobots(this.config.publicUrl);
  }

  private async qaPairs(): Promise<PagePair[]> {
    const { en, es } = PARAM_ROUTE_PREFIXES.qa;
    const pairs: PagePair[] = [];
    for (const category of await this.listCategories.execute('en')) {
      const detail = await this.getCategory.execute(category.slug, 'en');
      // A category page lists its questions around the Q&A pages' own text: dated by the latest of both.
      const dates = detail.pages.map((page) => page.updatedAt);
      pairs.push({
        en: `${en}/${category.slug}`,
        es: `${es}/${category.slug}`,
        lastModified: latest([new Date(STATIC_PAGE_UPDATED.qa), ...dates]),
      });
      for (const page of detail.pages) {
        pairs.push({ en: `${en}/${category.slug}/${page.slug}`, es: `${es}/${category.slug}/${page.slug}`, lastModified: page.updatedAt });
      }
    }
    return pairs;
  }
}

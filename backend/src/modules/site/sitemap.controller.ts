import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { PARAM_ROUTE_PREFIXES } from '@costa-sol/common';
import { AppConfig } from '../../config/app-config';
import { GetPublicQaCategory } from '../qa/application/public/get-public-qa-category.use-case';
import { ListPublicQaCategories } from '../qa/application/public/list-public-qa-categories.use-case';
import { fixedPagePairs, type PagePair, renderRobots, renderSitemap } from './sitemap';
import { SitemapExtraPages } from './sitemap-extra-pages.port';

/** Served at the site root (outside /api): the published Q&A appears here as soon as it is published. */
@ApiExcludeController()
@Controller()
export class SitemapController {
  constructor(
    private readonly config: AppConfig,
    private readonly listCategories: ListPublicQaCategories,
    private readonly getCategory: GetPublicQaCategory,
    private readonly extraPages: SitemapExtraPages,
  ) {}

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=600')
  async sitemap(): Promise<string> {
    return renderSitemap(this.config.publicUrl, [...fixedPagePairs(), ...this.extraPages.pairs(), ...(await this.qaPairs())]);
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
      pairs.push({ en: `${en}/${category.slug}`, es: `${es}/${category.slug}` });
      const detail = await this.getCategory.execute(category.slug, 'en');
      for (const page of detail.pages) {
        pairs.push({ en: `${en}/${category.slug}/${page.slug}`, es: `${es}/${category.slug}/${page.slug}`, lastModified: page.updatedAt });
      }
    }
    return pairs;
  }
}

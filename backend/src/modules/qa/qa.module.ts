import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { RedirectsModule } from '../redirects/redirects.module';
import { CreateQaCategory } from './application/admin/create-qa-category.use-case';
import { CreateQaPage } from './application/admin/create-qa-page.use-case';
import { DeleteQaCategory } from './application/admin/delete-qa-category.use-case';
import { QaPageCollection } from './application/admin/qa-page-collection';
import { GetQaCategory } from './application/admin/get-qa-category.use-case';
import { GetQaPage } from './application/admin/get-qa-page.use-case';
import { ListQaCategories } from './application/admin/list-qa-categories.use-case';
import { ListQaPages } from './application/admin/list-qa-pages.use-case';
import { UpdateQaCategory } from './application/admin/update-qa-category.use-case';
import { UpdateQaPage } from './application/admin/update-qa-page.use-case';
import { GetPublicQaCategory } from './application/public/get-public-qa-category.use-case';
import { GetPublicQaPage } from './application/public/get-public-qa-page.use-case';
import { ListPublicQaCategories } from './application/public/list-public-qa-categories.use-case';
import { QaReadCache } from './application/public/qa-read-cache';
import { QaRepository } from './application/qa-repository.port';
import { SeedQa } from './application/seed-qa.use-case';
import { loadQaContent } from './infrastructure/content/load-qa-content';
import { QaContentSet } from './infrastructure/content/qa-content-set';
import { QaAdminController } from './infrastructure/http/qa-admin.controller';
import { QaPublicController } from './infrastructure/http/qa-public.controller';
import { MikroOrmQaRepository } from './infrastructure/persistence/mikro-orm-qa-repository';

@Module({
  imports: [RedirectsModule],
  controllers: [QaPublicController, QaAdminController],
  providers: [
    { provide: QaRepository, useClass: MikroOrmQaRepository },
    ListQaCategories,
    GetQaCategory,
    CreateQaCategory,
    UpdateQaCategory,
    DeleteQaCategory,
    ListQaPages,
    GetQaPage,
    CreateQaPage,
    UpdateQaPage,
    QaPageCollection,
    ListPublicQaCategories,
    GetPublicQaCategory,
    GetPublicQaPage,
    SeedQa,
    QaReadCache,
    QaContentSet,
  ],
  exports: [ListPublicQaCategories, GetPublicQaCategory, GetPublicQaPage, QaContentSet],
})
export class QaModule implements OnApplicationBootstrap {
  constructor(
    private readonly seed: SeedQa,
    private readonly config: AppConfig,
  ) {}

  /** The knowledge base (content/qa) is loaded on the very first start (no category yet); admins edit it after. */
  async onApplicationBootstrap(): Promise<void> {
    await this.seed.execute(loadQaContent(this.config.contentDir));
  }
}

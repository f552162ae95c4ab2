import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { MediaModule } from '../media/media.module';
import { CreateCaseStudy } from './application/admin/create-case-study.use-case';
import { GetCaseStudy } from './application/admin/get-case-study.use-case';
import { ListAdminCaseStudies } from './application/admin/list-admin-case-studies.use-case';
import { CaseStudyCollection } from './application/admin/case-study-collection';
import { UpdateCaseStudy } from './application/admin/update-case-study.use-case';
import { CaseStudyPhotoUses } from './application/case-study-photo-uses';
import { CaseStudyRepository } from './application/case-study-repository.port';
import { ListCaseStudies } from './application/list-case-studies.use-case';
import { SeedCaseStudies } from './application/seed-case-studies.use-case';
import { loadSampleCaseStudies } from './infrastructure/content/load-sample-case-studies';
import { CaseStudiesAdminController } from './infrastructure/http/case-studies-admin.controller';
import { CaseStudiesController } from './infrastructure/http/case-studies.controller';
import { MikroOrmCaseStudyRepository } from './infrastructure/persistence/mikro-orm-case-study-repository';

@Module({
  imports: [MediaModule],
  controllers: [CaseStudiesController, CaseStudiesAdminController],
  providers: [
    { provide: CaseStudyRepository, useClass: MikroOrmCaseStudyRepository },
    ListCaseStudies,
    SeedCaseStudies,
    ListAdminCaseStudies,
    GetCaseStudy,
    CreateCaseStudy,
    UpdateCaseStudy,
    CaseStudyCollection,
    CaseStudyPhotoUses,
  ],
  exports: [ListCaseStudies],
})
export class CaseStudiesModule implements OnApplicationBootstrap {
  constructor(
    private readonly seed: SeedCaseStudies,
    private readonly config: AppConfig,
  ) {}

  /** The sample case studies are invented: development and tests only; production starts with none. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.production) await this.seed.execute(loadSampleCaseStudies(this.config.contentDir));
  }
}

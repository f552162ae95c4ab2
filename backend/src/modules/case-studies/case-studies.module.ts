import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { CASE_STUDIES_SEED } from '../content-seed/data/case-studies.data';
import { CaseStudyRepository } from './application/case-study-repository.port';
import { ListCaseStudies } from './application/list-case-studies.use-case';
import { SeedCaseStudies } from './application/seed-case-studies.use-case';
import { CaseStudiesController } from './infrastructure/http/case-studies.controller';
import { MikroOrmCaseStudyRepository } from './infrastructure/persistence/mikro-orm-case-study-repository';

@Module({
  controllers: [CaseStudiesController],
  providers: [ListCaseStudies, SeedCaseStudies, { provide: CaseStudyRepository, useClass: MikroOrmCaseStudyRepository }],
  exports: [ListCaseStudies],
})
export class CaseStudiesModule implements OnApplicationBootstrap {
  constructor(private readonly seed: SeedCaseStudies) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed.execute(CASE_STUDIES_SEED);
  }
}

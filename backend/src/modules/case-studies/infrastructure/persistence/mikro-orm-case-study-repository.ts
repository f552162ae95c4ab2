import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CaseStudyRepository } from '../../application/case-study-repository.port';
import type { CaseStudy } from '../../domain/case-study';
import { CaseStudyEntity } from './case-study.entity';

@Injectable()
export class MikroOrmCaseStudyRepository extends CaseStudyRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(): Promise<CaseStudy[]> {
    const rows = await this.em.fork().find(CaseStudyEntity, {}, { orderBy: { featured: 'desc', createdAt: 'desc' } });
    return rows.map((row) => ({ ...row }));
  }

  count(): Promise<number> {
    return this.em.fork().count(CaseStudyEntity, {});
  }

  async insert(caseStudy: CaseStudy): Promise<void> {
    const em = this.em.fork();
    em.create(CaseStudyEntity, { ...caseStudy });
    await em.flush();
  }
}

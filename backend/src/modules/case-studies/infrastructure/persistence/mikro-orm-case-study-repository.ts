import { LockMode, raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { JOIN_TRANSACTION } from '../../../../shared/infrastructure/join-transaction';
import { Injectable } from '@nestjs/common';
import { CaseStudyRepository } from '../../application/case-study-repository.port';
import type { CaseStudy } from '../../domain/case-study';
import { CaseStudyEntity } from './case-study.entity';

const ORDER = { position: 'asc', createdAt: 'desc', id: 'asc' } as const;

@Injectable()
export class MikroOrmCaseStudyRepository extends CaseStudyRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listPublished(): Promise<CaseStudy[]> {
    const rows = await this.em
      .fork(JOIN_TRANSACTION)
      .find(CaseStudyEntity, { isPublished: true }, { orderBy: { featured: 'desc', ...ORDER } });
    return rows.map((row) => ({ ...row }));
  }

  async listAll(): Promise<CaseStudy[]> {
    return (await this.em.fork(JOIN_TRANSACTION).find(CaseStudyEntity, {}, { orderBy: ORDER })).map((row) => ({ ...row }));
  }

  async find(id: string): Promise<CaseStudy | undefined> {
    const row = await this.em.fork(JOIN_TRANSACTION).findOne(CaseStudyEntity, { id });
    return row ? { ...row } : undefined;
  }

  count(): Promise<number> {
    return this.em.fork(JOIN_TRANSACTION).count(CaseStudyEntity, {});
  }

  async countPhotoUses(mediaId: string): Promise<number> {
    const em = this.em.fork(JOIN_TRANSACTION);
    const [before, after] = await Promise.all([
      em.count(CaseStudyEntity, { beforePhotoId: mediaId }),
      em.count(CaseStudyEntity, { afterPhotoId: mediaId }),
    ]);
    return before + after;
  }

  async insertFirst(caseStudy: CaseStudy): Promise<void> {
    await this.em.fork(JOIN_TRANSACTION).transactional(async (em) => {
      if (caseStudy.featured) await takeFeatureTurn(em);
      if (caseStudy.featured) await em.nativeUpdate(CaseStudyEntity, { featured: true }, { featured: false });
      await em.nativeUpdate(CaseStudyEntity, {}, { position: raw('position + 1') });
      await em.insert(CaseStudyEntity, { ...caseStudy, position: 0 });
    });
  }

  async update(caseStudy: CaseStudy): Promise<void> {
    await this.em.fork(JOIN_TRANSACTION).transactional(async (em) => {
      const { id, ...fields } = caseStudy;
      if (caseStudy.featured) await takeFeatureTurn(em);
      if (caseStudy.featured) await em.nativeUpdate(CaseStudyEntity, { featured: true, id: { $ne: id } }, { featured: false });
      await em.nativeUpdate(CaseStudyEntity, { id }, fields);
    });
  }

  async delete(id: string): Promise<void> {
    await this.em.fork(JOIN_TRANSACTION).nativeDelete(CaseStudyEntity, { id });
  }

  /** The rows are locked while the new order is written, so two moves at once take turns. */
  async reorder(change: (ids: string[]) => string[]): Promise<void> {
    await this.em.fork(JOIN_TRANSACTION).transactional(async (em) => {
      const rows = await em.find(CaseStudyEntity, {}, { orderBy: ORDER, lockMode: LockMode.PESSIMISTIC_WRITE });
      const byId = new Map(rows.map((row) => [row.id, row]));
      change(rows.map((row) => row.id)).forEach((id, position) => {
        const row = byId.get(id);
        if (row) row.position = position;
      });
    });
  }
}

/** Any fixed number: the advisory lock two admins featuring case studies at once take in turn. */
const FEATURE_LOCK_KEY = 728_451_903;

/**
 * Featuring one case study unfeatures the others; two at once would both find nothing to unfeature and the second
 * would break the one-featured index (a 500). Within the transaction, they take turns instead.
 */
async function takeFeatureTurn(em: EntityManager): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(?)', [FEATURE_LOCK_KEY]);
}

import { LockMode, raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { JOIN_TRANSACTION } from '../../../../shared/infrastructure/join-transaction';
import { Injectable } from '@nestjs/common';
import { TestimonialRepository } from '../../application/testimonial-repository.port';
import type { Testimonial } from '../../domain/testimonial';
import { TestimonialEntity } from './testimonial.entity';
import { fromTestimonialRow, toTestimonialRow } from './testimonial.mapper';

const ORDER = { orderBy: { position: 'asc', createdAt: 'desc', id: 'asc' } } as const;

@Injectable()
export class MikroOrmTestimonialRepository extends TestimonialRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listActive(): Promise<Testimonial[]> {
    return (await this.em.fork(JOIN_TRANSACTION).find(TestimonialEntity, { isActive: true }, ORDER)).map(fromTestimonialRow);
  }

  async listAll(): Promise<Testimonial[]> {
    return (await this.em.fork(JOIN_TRANSACTION).find(TestimonialEntity, {}, ORDER)).map(fromTestimonialRow);
  }

  async find(id: string): Promise<Testimonial | undefined> {
    const row = await this.em.fork(JOIN_TRANSACTION).findOne(TestimonialEntity, { id });
    return row ? fromTestimonialRow(row) : undefined;
  }

  count(): Promise<number> {
    return this.em.fork(JOIN_TRANSACTION).count(TestimonialEntity, {});
  }

  countPhotoUses(mediaId: string): Promise<number> {
    return this.em.fork(JOIN_TRANSACTION).count(TestimonialEntity, { photoId: mediaId });
  }

  async insertFirst(testimonial: Testimonial): Promise<void> {
    await this.em.fork(JOIN_TRANSACTION).transactional(async (em) => {
      await em.nativeUpdate(TestimonialEntity, {}, { position: raw('position + 1') });
      em.create(TestimonialEntity, { ...toTestimonialRow(testimonial), position: 0 });
    });
  }

  async update(testimonial: Testimonial): Promise<void> {
    const em = this.em.fork(JOIN_TRANSACTION);
    em.assign(await em.findOneOrFail(TestimonialEntity, { id: testimonial.id }), toTestimonialRow(testimonial));
    await em.flush();
  }

  async delete(id: string): Promise<void> {
    await this.em.fork(JOIN_TRANSACTION).nativeDelete(TestimonialEntity, { id });
  }

  /** The rows are locked while the new order is written, so two moves at once take turns. */
  async reorder(change: (ids: string[]) => string[]): Promise<void> {
    await this.em.fork(JOIN_TRANSACTION).transactional(async (em) => {
      const rows = await em.find(TestimonialEntity, {}, { ...ORDER, lockMode: LockMode.PESSIMISTIC_WRITE });
      const byId = new Map(rows.map((row) => [row.id, row]));
      change(rows.map((row) => row.id)).forEach((id, position) => {
        const row = byId.get(id);
        if (row) row.position = position;
      });
    });
  }
}

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { TestimonialRepository } from '../../application/testimonial-repository.port';
import type { Testimonial } from '../../domain/testimonial';
import { TestimonialEntity } from './testimonial.entity';

@Injectable()
export class MikroOrmTestimonialRepository extends TestimonialRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listActive(): Promise<Testimonial[]> {
    const rows = await this.em.fork().find(TestimonialEntity, { isActive: true }, { orderBy: { createdAt: 'desc' } });
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      review: { en: row.reviewEn, es: row.reviewEs },
      rating: row.rating,
      service: { en: row.serviceEn, es: row.serviceEs },
      location: row.location ?? undefined,
      isActive: row.isActive,
      createdAt: row.createdAt,
    }));
  }

  count(): Promise<number> {
    return this.em.fork().count(TestimonialEntity, {});
  }

  async insert(t: Testimonial): Promise<void> {
    const em = this.em.fork();
    em.create(TestimonialEntity, {
      id: t.id,
      name: t.name,
      reviewEn: t.review.en,
      reviewEs: t.review.es,
      rating: t.rating,
      serviceEn: t.service.en,
      serviceEs: t.service.es,
      location: t.location ?? null,
      isActive: t.isActive,
      createdAt: t.createdAt,
    });
    await em.flush();
  }
}

import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { TESTIMONIALS_SEED } from '../content-seed/data/testimonials.data';
import { ListTestimonials } from './application/list-testimonials.use-case';
import { SeedTestimonials } from './application/seed-testimonials.use-case';
import { TestimonialRepository } from './application/testimonial-repository.port';
import { TestimonialsController } from './infrastructure/http/testimonials.controller';
import { MikroOrmTestimonialRepository } from './infrastructure/persistence/mikro-orm-testimonial-repository';

@Module({
  controllers: [TestimonialsController],
  providers: [ListTestimonials, SeedTestimonials, { provide: TestimonialRepository, useClass: MikroOrmTestimonialRepository }],
  exports: [ListTestimonials],
})
export class ReviewsModule implements OnApplicationBootstrap {
  constructor(private readonly seed: SeedTestimonials) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed.execute(TESTIMONIALS_SEED);
  }
}

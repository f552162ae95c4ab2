import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { MediaModule } from '../media/media.module';
import { CreateTestimonial } from './application/admin/create-testimonial.use-case';
import { GetTestimonial } from './application/admin/get-testimonial.use-case';
import { ListAdminTestimonials } from './application/admin/list-admin-testimonials.use-case';
import { TestimonialCollection } from './application/admin/testimonial-collection';
import { UpdateTestimonial } from './application/admin/update-testimonial.use-case';
import { ListTestimonials } from './application/list-testimonials.use-case';
import { SeedTestimonials } from './application/seed-testimonials.use-case';
import { TestimonialPhotoUses } from './application/testimonial-photo-uses';
import { loadSampleTestimonials } from './infrastructure/content/load-sample-testimonials';
import { TestimonialRepository } from './application/testimonial-repository.port';
import { TestimonialsAdminController } from './infrastructure/http/testimonials-admin.controller';
import { TestimonialsController } from './infrastructure/http/testimonials.controller';
import { MikroOrmTestimonialRepository } from './infrastructure/persistence/mikro-orm-testimonial-repository';

@Module({
  imports: [MediaModule],
  controllers: [TestimonialsController, TestimonialsAdminController],
  providers: [
    { provide: TestimonialRepository, useClass: MikroOrmTestimonialRepository },
    ListTestimonials,
    SeedTestimonials,
    ListAdminTestimonials,
    GetTestimonial,
    CreateTestimonial,
    UpdateTestimonial,
    TestimonialCollection,
    TestimonialPhotoUses,
  ],
  exports: [ListTestimonials],
})
export class ReviewsModule implements OnApplicationBootstrap {
  constructor(
    private readonly seed: SeedTestimonials,
    private readonly config: AppConfig,
  ) {}

  /** The sample testimonials are invented: development and tests only; production starts with none. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.production) await this.seed.execute(loadSampleTestimonials(this.config.contentDir));
  }
}

import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { CaseStudiesModule } from '../case-studies/case-studies.module';
import type { SeedCaseStudies } from '../case-studies/application/seed-case-studies.use-case';
import type { SeedTestimonials } from './application/seed-testimonials.use-case';
import { ReviewsModule } from './reviews.module';

/** The start-up step of both modules with a seed that only counts its calls. */
function startUp(production: boolean): Promise<number[]> {
  const calls = [0, 0];
  const contentDir = join(__dirname, '..', '..', '..', '..', 'content');
  const config = { production, contentDir } as Pick<AppConfig, 'production' | 'contentDir'> as AppConfig;
  const testimonials = { execute: async () => Boolean(++calls[0]) } as Pick<SeedTestimonials, 'execute'> as SeedTestimonials;
  const caseStudies = { execute: async () => Boolean(++calls[1]) } as Pick<SeedCaseStudies, 'execute'> as SeedCaseStudies;
  return Promise.all([
    new ReviewsModule(testimonials, config).onApplicationBootstrap(),
    new CaseStudiesModule(caseStudies, config).onApplicationBootstrap(),
  ]).then(() => calls);
}

describe('sample testimonials and case studies', () => {
  it('are seeded in development and tests', async () => {
    expect(await startUp(false)).toEqual([1, 1]);
  });

  it('are never seeded in production, which starts with none', async () => {
    expect(await startUp(true)).toEqual([0, 0]);
  });
});

import { join } from 'node:path';
import { ContentError } from '@costa-sol/common/content-files';
import { findBackendRoot } from './config/backend-root';
import { loadBusinessFile } from './modules/business-settings/infrastructure/content/load-business-file';
import { loadArticleFiles } from './modules/articles/infrastructure/content/load-article-files';
import { loadTownContent } from './modules/locations/infrastructure/content/load-town-content';
import { loadSampleCaseStudies } from './modules/case-studies/infrastructure/content/load-sample-case-studies';
import { loadQaContent } from './modules/qa/infrastructure/content/load-qa-content';
import { loadSampleTestimonials } from './modules/reviews/infrastructure/content/load-sample-testimonials';
import { loadSamplePriceGuides } from './modules/price-guides/infrastructure/content/load-sample-price-guides';

/**
 * Run by `npm run build`: every content file checked against its schema, so a broken file fails the build with the
 * file, field and rule, not the start of the site. The app checks them again when it starts (CONTENT_DIR).
 */
const root = process.env.CONTENT_DIR || join(findBackendRoot(__dirname), '..', 'content');
const problems: string[] = [];

/** Runs one loader; its problems join the others', so one run reports every broken file. */
function check<T>(load: (contentRoot: string) => T): T | undefined {
  try {
    return load(root);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
    return undefined;
  }
}

const towns = check(loadTownContent);
const qa = check(loadQaContent);
const testimonials = check(loadSampleTestimonials);
const caseStudies = check(loadSampleCaseStudies);
const priceGuides = check(loadSamplePriceGuides);
const articles = check(loadArticleFiles);
const business = check(loadBusinessFile);
if (!business || !towns || !qa || !testimonials || !caseStudies || !priceGuides || !articles) {
  console.error(new ContentError(problems).message);
  process.exit(1);
}
process.stdout.write(
  `content: business.yaml, ${towns.towns.length} towns, ${Object.values(towns.servicePages).flat().length} town sub-pages, ` +
    `${articles.size} article pages, ${qa.length} Q&A categories with ${qa.reduce((count, category) => count + category.pages.length, 0)} pages, ` +
    `${testimonials.length + caseStudies.length + priceGuides.length} development samples checked in ${root}\n`,
);

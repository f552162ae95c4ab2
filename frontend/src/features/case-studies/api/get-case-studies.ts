import type { ApiSchema, Language } from '@costa-sol/common';
import { useSiteData } from '../../../lib/site-data';

/** One item of GET /api/case-studies; costs and savings in euros per year, `featured` marks the home page's. */
export type CaseStudy = ApiSchema<'CaseStudyDto'>;

/** The featured case study (listed first), or the first one, or undefined when there are none. */
export function useFeaturedCaseStudy(language: Language): CaseStudy | undefined {
  const caseStudies = useSiteData(`case-studies:${language}`, (data) => data.caseStudies(language)).data;
  return caseStudies.find((caseStudy) => caseStudy.featured) ?? caseStudies[0];
}

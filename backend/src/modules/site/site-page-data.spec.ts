import type { SiteData } from '@costa-sol/common';
import type { AnswersExactly } from './exact-answers';
import type { SitePageData } from './site-page-data';

// These checks are compile-time (npm run typecheck); the assertions keep them in the test report.
describe('SitePageData answers exactly the shapes of SiteData (the public API schemas)', () => {
  it('has no method whose answer carries a field the schema lacks', () => {
    const exact: AnswersExactly<SitePageData, SiteData> = true;
    expect(exact).toBe(true);
  });

  it('would name the method whose answer carries an undeclared field', () => {
    type LocationAnswer = Awaited<ReturnType<SiteData['location']>>;
    type WithUndeclaredField = Omit<SiteData, 'location'> & {
      location(slug: string, language: 'en' | 'es'): Promise<(NonNullable<LocationAnswer> & { internalNote: string }) | null>;
    };
    type NearbyAnswer = NonNullable<NonNullable<LocationAnswer>['nearby']>[number];
    type WithUndeclaredNestedField = Omit<SiteData, 'location'> & {
      location(
        slug: string,
        language: 'en' | 'es',
      ): Promise<(Omit<NonNullable<LocationAnswer>, 'nearby'> & { nearby: (NearbyAnswer & { bearing: number })[] }) | null>;
    };
    const flagged: AnswersExactly<WithUndeclaredField, SiteData> = 'location';
    const flaggedNested: AnswersExactly<WithUndeclaredNestedField, SiteData> = 'location';
    // @ts-expect-error an answer with an undeclared field is not exact
    const notExact: AnswersExactly<WithUndeclaredField, SiteData> = true;
    expect([flagged, flaggedNested, notExact]).toEqual(['location', 'location', true]);
  });
});

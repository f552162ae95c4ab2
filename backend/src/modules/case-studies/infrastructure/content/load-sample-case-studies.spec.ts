import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentError } from '@costa-sol/common/content-files';
import { loadSampleCaseStudies } from './load-sample-case-studies';

const CONTENT = join(__dirname, '..', '..', '..', '..', '..', '..', 'content');

describe('the sample case studies (content/samples/case-studies.yaml)', () => {
  it('load with their savings worked out from the two costs, one of them featured', () => {
    const samples = loadSampleCaseStudies(CONTENT);
    expect(samples.length).toBeGreaterThan(1);
    for (const item of samples) expect(item.annualSavings).toBe(item.beforeEnergyCost - item.afterEnergyCost);
    expect(samples.filter((item) => item.featured)).toHaveLength(1);
  });

  it('are refused when two are featured, naming the file and the rule', () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'content-')), 'content');
    cpSync(CONTENT, copy, { recursive: true });
    const file = join(copy, 'samples', 'case-studies.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll('featured: false', 'featured: true'));
    expect(() => loadSampleCaseStudies(copy)).toThrow(ContentError);
    expect(() => loadSampleCaseStudies(copy)).toThrow(/content\/samples\/case-studies\.yaml: \(file\): at most one featured case study/);
  });
});

import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentError } from '../../../../shared/content/content-error';
import { buildLocation, townSlugs } from '../../domain/location';
import { loadTownContent } from './load-town-content';

const CONTENT = join(__dirname, '..', '..', '..', '..', '..', '..', 'content');

describe('the town content files (content/towns, town-pages, comarcas.yaml, incentives.yaml)', () => {
  const content = loadTownContent(CONTENT);

  it('hold every town of the province once, each file named by its English slug', () => {
    expect(content.towns).toHaveLength(130);
    expect(new Set(content.towns.map((town) => townSlugs(town).en)).size).toBe(130);
    expect(content.servicePages['alhaurin-el-grande']).toHaveLength(11);
  });

  it("take every altitude from the town's own summary", () => {
    const withAltitude = content.towns.filter((seed) => seed.altitudeM !== undefined);
    expect(withAltitude.length).toBeGreaterThan(80);
    for (const seed of withAltitude)
      expect(seed.summary.en).toMatch(new RegExp(`(about|around|over) ${seed.altitudeM!.toLocaleString('en')} ?m\\b`));
  });

  it('fill claims into the text per language ({{claims.rebatesUpToEur}})', () => {
    const [, programmes] = content.texts.widerIncentives;
    expect(programmes.en).toContain('up to €7,500');
    expect(programmes.es).toContain('hasta 7.500\u00a0€');
  });

  it('keep meta titles within 60 characters and descriptions within 160', () => {
    for (const seed of content.towns)
      for (const language of ['en', 'es'] as const) {
        const location = buildLocation(seed, language, 'https://www.example.com', content.texts);
        expect(location.metaTitle.length).toBeLessThanOrEqual(60);
        expect(location.metaDescription.length).toBeLessThanOrEqual(160);
      }
  });

  it('refuse a malformed file, naming the file, the field and the rule of every problem', () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'content-')), 'content');
    cpSync(CONTENT, copy, { recursive: true });
    writeFileSync(
      join(copy, 'towns', 'tolox.yaml'),
      ['name: Tolox', 'comarca: sierra-de-la-luna', 'summary:', '  en: A white village.', "  es: ''", 'population: 2000', ''].join('\n'),
    );
    writeFileSync(join(copy, 'towns', 'yunquera.yaml'), 'name: [unclosed');
    let error: unknown;
    try {
      loadTownContent(copy);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/towns\/tolox\.yaml: comarca: .*\(invalid_value\)$/),
        expect.stringMatching(/^content\/towns\/tolox\.yaml: summary\.es: .*\(too_small\)$/),
        expect.stringMatching(/^content\/towns\/tolox\.yaml: \(file\): .*"population".*\(unrecognized_keys\)$/),
        expect.stringMatching(/^content\/towns\/yunquera\.yaml: not valid YAML/),
      ]),
    );
  });
});

import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endsInsidePhrase, seedBusinessSettings } from '@costa-sol/common';
import { ContentError } from '@costa-sol/common/content-files';
import { buildLocation, townPageFacts, townSlugs } from '../../domain/location';
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
    const withAltitude = content.towns.filter((town) => town.altitudeM !== undefined);
    expect(withAltitude.length).toBeGreaterThan(80);
    for (const town of withAltitude)
      expect(town.summary.en).toMatch(new RegExp(`(about|around|over) ${town.altitudeM!.toLocaleString('en')} ?m\\b`));
  });

  it('fill claims into the text per language ({{claims.rebatesUpToEur}})', () => {
    const [, programmes] = content.texts.widerIncentives;
    expect(programmes.en).toContain('up to €7,500');
    expect(programmes.es).toContain('hasta 7.500\u00a0€');
  });

  it('keep meta titles and descriptions whole: within 60 and 160 characters, or the whole heading and first sentence', () => {
    for (const town of content.towns)
      for (const language of ['en', 'es'] as const) {
        const location = buildLocation(town, language, 'https://www.example.com', content.texts, townPageFacts(seedBusinessSettings()));
        expect(location.metaTitle.length).toBeLessThanOrEqual(60);
        expect(endsInsidePhrase(location.metaDescription, town.summary[language])).toBe(false);
        if (location.metaDescription.length > 160) expect(town.summary[language].startsWith(location.metaDescription)).toBe(true);
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
        expect.stringMatching(/^content\/towns\/yunquera\.yaml: \(file\): not valid YAML .*\(yaml\)$/),
      ]),
    );
  });
});

import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentError } from '@costa-sol/common/content-files';
import { loadQaContent } from './load-qa-content';

const CONTENT = join(__dirname, '..', '..', '..', '..', '..', '..', 'content');

function problemsOf(change: (copy: string) => void): string[] {
  const copy = join(mkdtempSync(join(tmpdir(), 'content-')), 'content');
  cpSync(CONTENT, copy, { recursive: true });
  change(copy);
  try {
    loadQaContent(copy);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('the Q&A content (content/qa)', () => {
  it('holds 6 categories of 5 pages, in order, each page in English and Spanish', () => {
    const categories = loadQaContent(CONTENT);
    expect(categories.map((category) => category.slug)).toEqual([
      'air-conditioning',
      'heat-pumps',
      'solar-energy',
      'maintenance-repairs',
      'costs-incentives',
      'installation-process',
    ]);
    for (const category of categories) expect(category.pages).toHaveLength(5);
    const first = categories[0].pages[0];
    expect(first.slug).toBe('what-size-air-conditioner-do-i-need');
    expect(first.question.es).toBe('¿Qué potencia de aire acondicionado necesito para mi habitación?');
    expect(first.answer.en).toMatch(/^As a starting point, installers in Spain use a rule of thumb/);
  });

  it('names the file, the field and the rule of every problem', () => {
    const dir = join('qa', 'air-conditioning');
    const problems = problemsOf((copy) => {
      rmSync(join(copy, dir, 'seer-scop-energy-label.es.md'));
      writeFileSync(
        join(copy, dir, 'split-multi-split-or-ducted.en.md'),
        '---\norder: 2\nquestion: Short?\n---\n\nSee <script>alert(1)</script> for more.\n',
      );
      writeFileSync(join(copy, dir, 'salt-air-corrosion-coastal-units.es.md'), 'No front matter at all.\n');
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/qa/air-conditioning/seer-scop-energy-label.es.md: (file): missing (every page has an English and a Spanish file) (required)',
        expect.stringMatching(/^content\/qa\/air-conditioning\/split-multi-split-or-ducted\.en\.md: question: .*\(too_small\)$/),
        'content/qa/air-conditioning/split-multi-split-or-ducted.en.md: body: Markdown only: no raw HTML (custom)',
        expect.stringMatching(/^content\/qa\/air-conditioning\/salt-air-corrosion-coastal-units\.es\.md: line 1: no front matter/),
      ]),
    );
  });
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { ContentError, PAGE_REGISTRY } from '../common.ts';
import { isLongArticle } from '../../src/pages/article/article-length';
import { loadArticle, pageNames } from './load-article.ts';

const CONTENT = join(import.meta.dirname, '..', '..', '..', 'content');
const copies: string[] = [];

/** content/pages copied to a temporary content root, one file changed; the problems of loading `name` from it. */
function problemsOf(name: string, file: string, change: (text: string) => string): string[] {
  const root = join(mkdtempSync(join(tmpdir(), 'articles-')), 'content');
  copies.push(root);
  cpSync(join(CONTENT, 'pages'), join(root, 'pages'), { recursive: true });
  const path = join(root, 'pages', file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after, 'the change applies').not.toBe(before);
  writeFileSync(path, after);
  try {
    loadArticle(root, name);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(join(copy, '..'), { recursive: true, force: true });
});

describe('article pages (content/pages)', () => {
  it('are all there, and each loads in both languages with its references filled in', () => {
    const names = pageNames(CONTENT);
    expect(names).toHaveLength(24);
    expect(names).toContain('brands/daikin');
    for (const name of names) {
      const article = loadArticle(CONTENT, name);
      expect(article.es.sections.map((section) => section.id)).toEqual(article.en.sections.map((section) => section.id));
      expect(JSON.stringify(article)).not.toMatch(/\{\{/);
    }
    const heatPumps = loadArticle(CONTENT, 'heat-pumps');
    expect(heatPumps.kind).toBe('service');
    expect(heatPumps.en.sections.find((section) => section.id === 'rebates')?.heading).toBe('Rebates of up to €7,500');
    expect(heatPumps.es.sections.find((section) => section.id === 'rebates')?.heading).toBe('Ayudas de hasta 7.500\u00a0€');
    expect(heatPumps.es.description).toContain('rendimiento del 300-400\u00a0%');
    expect(heatPumps.en.sections.at(-1)?.links).toContainEqual({ to: 'daikin', label: 'Daikin' });
  });

  it('give every guide and every long service page a key-facts box with as many facts in Spanish as in English', () => {
    const boxed = pageNames(CONTENT)
      .map((name) => ({ name, article: loadArticle(CONTENT, name) }))
      .filter(({ article }) => article.kind === 'guide' || (article.kind === 'service' && isLongArticle(article)));
    expect(boxed.map(({ name }) => name)).toEqual(expect.arrayContaining(['hvac-sizing-guide', 'hvac-marbella-guide', 'air-conditioning']));
    for (const { name, article } of boxed) {
      expect(article.en.keyFacts?.length ?? 0, name).toBeGreaterThanOrEqual(2);
      expect(article.es.keyFacts?.length, name).toBe(article.en.keyFacts?.length);
    }
    const airConditioning = loadArticle(CONTENT, 'air-conditioning');
    expect(airConditioning.en.keyFacts).toContainEqual({ label: 'Manufacturer warranty', value: 'Up to 12 years, depending on the model' });
    expect(airConditioning.es.keyFacts).toContainEqual({ label: 'Multisplit o conductos en un falso techo existente', value: '1-2 días' });
  });

  it("accept the owner's overrides that content:export writes in the front matter, with the admin's limits", () => {
    const override = (value: string) => (text: string) => text.replace(/\n---\n/, `\nseoTitle: '${value}'\n---\n`);
    expect(problemsOf('brands/daikin', 'brands/daikin.en.md', override('Daikin: fitted by us'))).toEqual([]);
    expect(problemsOf('brands/daikin', 'brands/daikin.en.md', override('x'.repeat(61)))).toEqual([
      `content/pages/brands/daikin.en.md: seoTitle: ${VALIDATION_MESSAGES.en.seoTitleTooLong} (too_big)`,
    ]);
  });

  it('refuse a Spanish key-facts box with another number of facts than the English one', () => {
    const problems = problemsOf('air-conditioning', 'air-conditioning.es.md', (text) =>
      text.replace(/ {2}- label: "Garantía del fabricante"\n {4}value: "[^"]*"\n/, ''),
    );
    expect(problems).toEqual(['content/pages/air-conditioning.es.md: keyFacts: 5 key facts here, 6 in the English file (shape)']);
  });

  it('name the file, the field and the rule when a Spanish section is missing', () => {
    const problems = problemsOf('heat-pumps', 'heat-pumps.es.md', (text) => text.replace(/## Ayudas de hasta[\s\S]*?(?=## )/, ''));
    expect(problems).toEqual([
      'content/pages/heat-pumps.es.md: sections: 6 sections here, 7 in the English file (missing #rebates) (shape)',
    ]);
  });

  it('refuse a link to a page the route table does not have', () => {
    const problems = problemsOf('heat-pumps', 'heat-pumps.es.md', (text) => text.replace('(route:qa)', '(route:faq)'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/pages\/heat-pumps\.es\.md: sections\.5 \(#rebates\)\.links\.0\.to: no route key "faq" \(one of: home, /,
    );
    expect(problems[0]).toMatch(/\(custom\)$/);
  });

  it('refuse a name the code does not hold', () => {
    const problems = problemsOf('heat-pumps', 'heat-pumps.en.md', (text) =>
      text.replace('rebates up to {{claims.rebatesUpToEur}} may', 'rebates up to {{claims.rebateMax}} may'),
    );
    expect(problems).toEqual([
      'content/pages/heat-pumps.en.md: description: Unknown reference {{claims.rebateMax}} (see docs/architecture.md, "Content files") (custom)',
    ]);
  });

  it('refuse a Spanish section with another number of paragraphs than the English one', () => {
    const problems = problemsOf('heat-pumps', 'heat-pumps.es.md', (text) =>
      text.replace(/\n\nEl SCOP es el rendimiento estacional[^\n]*/, ''),
    );
    expect(problems).toEqual([
      'content/pages/heat-pumps.es.md: sections.2 (#scop-and-seer).paragraphs: 1 paragraphs here, 2 in the English file (shape)',
    ]);
  });

  it('take the kind and the date from the page registry, and refuse a kind that is not written as an article', () => {
    const retyped = (kind: 'guide' | 'contact') => ({
      ...PAGE_REGISTRY,
      pages: PAGE_REGISTRY.pages.map((page) => (page.key === 'heatPumps' ? { ...page, kind, updated: '2031-02-03' } : page)),
    });
    expect(loadArticle(CONTENT, 'heat-pumps', retyped('guide'))).toMatchObject({ kind: 'guide', updated: '2031-02-03' });
    expect(() => loadArticle(CONTENT, 'heat-pumps', retyped('contact'))).toThrow(
      'content/pages/heat-pumps.en.md: (file): the page registry\'s kind "contact" is not written as an article (kind)',
    );
  });

  it('give the line of a layout mistake, a missing file and a kind written in a file (the page registry gives it)', () => {
    expect(
      problemsOf('heat-pumps', 'heat-pumps.es.md', (text) =>
        text.replace('## Tipos de bomba de calor {#types}', '## Tipos de bomba de calor'),
      ),
    ).toEqual([
      expect.stringMatching(
        /^content\/pages\/heat-pumps\.es\.md: line \d+: a section starts with "## Heading \{#anchor-id\}" .* \(layout\)$/,
      ),
    ]);
    expect(
      problemsOf('heat-pumps', 'heat-pumps.en.md', (text) =>
        text.replace('## Rebates of up to {{claims.rebatesUpToEur}} {#rebates}', '## Año de ayudas públicas'),
      ),
    ).toEqual([
      expect.stringMatching(
        /: line \d+: a section starts with .*, e\.g\. "## Año de ayudas públicas \{#ano-de-ayudas-publicas\}" \(the Spanish file uses the English file's anchors\) \(layout\)$/,
      ),
    ]);
    expect(problemsOf('brands/daikin', 'brands/daikin.en.md', (text) => text.replace('---\ntitle:', '---\nkind: brand\ntitle:'))).toEqual([
      'content/pages/brands/daikin.en.md: (file): Unrecognized key: "kind" (unrecognized_keys)',
    ]);
    expect(problemsOf('cookie-policy', 'cookie-policy.en.md', () => '')).toEqual([
      'content/pages/cookie-policy.en.md: line 1: no front matter: the file starts with a --- line, the fields, and another --- line (layout)',
    ]);
  });

  it('refuse a home page or tool file without a section its own layout places (ownComponent.anchors)', () => {
    expect(loadArticle(CONTENT, 'home')).toMatchObject({ kind: 'home' });
    expect(loadArticle(CONTENT, 'maintenance-checklist')).toMatchObject({ kind: 'tool' });
    expect(
      problemsOf('home', 'home.es.md', (text) => text.replace('## Nuestros servicios {#services}', '## Nuestros servicios {#servicios}')),
    ).toEqual(
      expect.arrayContaining([
        'content/pages/home.es.md: sections: section #services is missing: this page\'s layout places it (keep a "## Heading {#services}" section) (layout)',
      ]),
    );
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownLayoutOf, PAGE_REGISTRY, parseArticleText, VALIDATION_MESSAGES } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { sitePageFormValues, sitePageSchema } from './site-page-schema';

const seed = (language: 'en' | 'es') =>
  readFileSync(join(import.meta.dirname, '../../../../../content/pages', `home.${language}.md`), 'utf8');
const layout = ownLayoutOf(PAGE_REGISTRY, 'home');
const values = (markdownEn: string, markdownEs: string) => ({ ...sitePageFormValues(null), markdownEn, markdownEs });
const withoutServices = (markdown: string) => markdown.replace('{#services}', '{#our-services}');

describe("the home page's editor", () => {
  it('takes the seed; a renamed placed section passes on an article page, not on the home page', () => {
    expect(layout.anchors).toContain('services');
    expect(sitePageSchema('en', layout).safeParse(values(seed('en'), seed('es'))).success).toBe(true);
    const renamed = values(withoutServices(seed('en')), withoutServices(seed('es')));
    expect(sitePageSchema('en').safeParse(renamed).success).toBe(true);
    expect(sitePageSchema('es', layout).safeParse(renamed).error?.issues).toEqual([
      expect.objectContaining({ path: ['markdownEn'], message: VALIDATION_MESSAGES.es.articleMarkdownInvalid }),
      expect.objectContaining({ path: ['markdownEs'], message: VALIDATION_MESSAGES.es.articleMarkdownInvalid }),
    ]);
  });

  it("lists the missing section in the preview's problems", () => {
    expect(parseArticleText(withoutServices(seed('en')), 'en', layout).problems).toEqual([
      {
        language: 'en',
        where: 'sections',
        message: 'section #services is missing: this page\'s layout places it (keep a "## Heading {#services}" section)',
      },
    ]);
  });

  it('refuses a figure with a "show" switch in its text: the layout shows it, hidden when switched off', () => {
    const named = seed('es').replace('Nuestros servicios {#services}', 'Nuestros servicios, {{claims.hvacInstalls}} obras {#services}');
    expect(parseArticleText(named, 'es', layout).problems).toEqual([
      expect.objectContaining({ language: 'es', where: '{{claims.hvacInstalls}}' }),
    ]);
    expect(parseArticleText(named, 'es').problems).toEqual([]);
  });

  it('takes a switched figure in a card or a paragraph of a section (left out while hidden), not in a linked card', () => {
    expect(seed('en')).toContain('- Warranties up to {{claims.warrantyUpToYears}} years: ');
    const inServiceCard = seed('en').replace(
      'make the most of the Costa del Sol sun.',
      'make the most of {{claims.sunnyDays}} sunny days.',
    );
    expect(parseArticleText(inServiceCard, 'en', layout).problems).toEqual([
      expect.objectContaining({ language: 'en', where: '{{claims.sunnyDays}}' }),
    ]);
    const inParagraph = seed('en').replace(
      'We only install premium brands, and we stand behind every installation we make.',
      'We only install premium brands: {{claims.hvacInstalls}} installations so far.',
    );
    expect(parseArticleText(inParagraph, 'en', layout).problems).toEqual([]);
  });

  it('checks the cards as the layout draws them: their number, "Title: text", one link each', () => {
    const fiveBrands = seed('en').replace('- Deye: Solar inverters and battery storage\n', '');
    expect(parseArticleText(fiveBrands, 'en', layout).problems).toEqual([
      { language: 'en', where: '#brands', message: "the layout draws 6 cards from this section's list: 5 items here" },
    ]);
    const untitled = seed('es').replace('- Deye: Inversores solares y baterías', '- Inversores solares y baterías');
    expect(parseArticleText(untitled, 'es', layout).problems).toEqual([
      { language: 'es', where: '#brands', message: 'card 5 is written "Title: text"' },
    ]);
    const unlinked = seed('en').replace('- [Learn more about air zone systems](route:airZoneSystems)\n', '');
    expect(parseArticleText(unlinked, 'en', layout).problems).toEqual([
      { language: 'en', where: '#services', message: "each card has its link: 4 links in this section's list of links, 3 here" },
    ]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_REGISTRY, parseArticleText, requiredAnchors, VALIDATION_MESSAGES } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { sitePageFormValues, sitePageSchema } from './site-page-schema';

const seed = (language: 'en' | 'es') =>
  readFileSync(join(import.meta.dirname, '../../../../../content/pages', `home.${language}.md`), 'utf8');
const anchors = requiredAnchors(PAGE_REGISTRY, 'home');
const values = (markdownEn: string, markdownEs: string) => ({ ...sitePageFormValues(null), markdownEn, markdownEs });
const withoutServices = (markdown: string) => markdown.replace('{#services}', '{#our-services}');

describe("the home page's editor", () => {
  it('takes the seed; a renamed placed section passes on an article page, not on the home page', () => {
    expect(anchors).toContain('services');
    expect(sitePageSchema('en', anchors).safeParse(values(seed('en'), seed('es'))).success).toBe(true);
    const renamed = values(withoutServices(seed('en')), withoutServices(seed('es')));
    expect(sitePageSchema('en').safeParse(renamed).success).toBe(true);
    expect(sitePageSchema('es', anchors).safeParse(renamed).error?.issues).toEqual([
      expect.objectContaining({ path: ['markdownEn'], message: VALIDATION_MESSAGES.es.articleMarkdownInvalid }),
      expect.objectContaining({ path: ['markdownEs'], message: VALIDATION_MESSAGES.es.articleMarkdownInvalid }),
    ]);
  });

  it("lists the missing section in the preview's problems", () => {
    expect(parseArticleText(withoutServices(seed('en')), 'en', anchors).problems).toEqual([
      {
        language: 'en',
        where: 'sections',
        message: 'section #services is missing: this page\'s layout places it (keep a "## Heading {#services}" section)',
      },
    ]);
  });

  it('refuses a figure with a "show" switch in its text: the layout shows it, hidden when switched off', () => {
    const named = seed('es').replace('Nuestros servicios {#services}', 'Nuestros servicios, {{claims.hvacInstalls}} obras {#services}');
    expect(parseArticleText(named, 'es', anchors).problems).toEqual([
      expect.objectContaining({ language: 'es', where: '{{claims.hvacInstalls}}' }),
    ]);
    expect(parseArticleText(named, 'es').problems).toEqual([]);
  });
});

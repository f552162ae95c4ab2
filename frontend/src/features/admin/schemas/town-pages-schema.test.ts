import { TOWN_FORM_MESSAGES, VALIDATION_MESSAGES } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import type { AdminTownPages } from '../api/admin-town-pages';
import { emptyTownPage, sectionsOf, townPagesFormValues, townPagesSchema } from './town-pages-schema';

const both = (en: string, es: string) => ({ en, es });
const PAGE: AdminTownPages['pages'][number] = {
  key: 'air-conditioning',
  slugEn: 'air-conditioning',
  slugEs: 'aire-acondicionado',
  title: both('Air Conditioning in Alhaurín el Grande', 'Aire acondicionado en Alhaurín el Grande'),
  metaDescription: both('Split and ducted systems.', 'Equipos split y por conductos.'),
  intro: both('Summers are hot here.', 'Aquí los veranos son calurosos.'),
  sections: [1, 2, 3].map((n) => ({
    heading: both(`Heading ${n}`, `Título ${n}`),
    body: both(`Paragraph ${n}, first.\n\nParagraph ${n}, second.`, `Párrafo ${n}.`),
  })),
};

const check = (values: unknown, language: 'en' | 'es' = 'en') => townPagesSchema(language).safeParse(values);
const messagesAt = (values: unknown, language: 'en' | 'es' = 'en') => {
  const result = check(values, language);
  // The form shows each field's first problem.
  const messages: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

describe('the town service pages form', () => {
  it('gives back the stored pages unchanged: sections written as "## Heading" and their paragraphs', () => {
    const values = townPagesFormValues([PAGE]);
    expect(values.pages[0].sections.en).toBe(
      '## Heading 1\nParagraph 1, first.\n\nParagraph 1, second.\n\n## Heading 2\nParagraph 2, first.\n\nParagraph 2, second.\n\n' +
        '## Heading 3\nParagraph 3, first.\n\nParagraph 3, second.',
    );
    const result = check(values);
    expect(result.success && result.data).toEqual({ pages: [PAGE] });
  });

  it('gives a new page its English slug as key, and a search title only when both are written', () => {
    const values = townPagesFormValues([PAGE]);
    values.pages[0] = { ...values.pages[0], key: '', slugEn: 'cooling', metaTitle: both('AC in Alhaurín', 'AA en Alhaurín') };
    const result = check(values);
    expect(result.success && result.data.pages[0]).toMatchObject({ key: 'cooling', metaTitle: both('AC in Alhaurín', 'AA en Alhaurín') });
    // A new page whose English slug another page keeps as its key (that page took another slug) gets a key of its own.
    const renamed = { ...values.pages[0], key: 'air-conditioning', slugEn: 'cooling', slugEs: 'climatizacion' };
    const added = { ...values.pages[0], key: '', slugEn: 'air-conditioning', slugEs: 'aire-acondicionado' };
    const keyed = check({ pages: [renamed, added] });
    expect(keyed.success && keyed.data.pages.map((page) => page.key)).toEqual(['air-conditioning', 'air-conditioning-2']);
    values.pages[0].metaTitle = both('AC in Alhaurín', '');
    expect(messagesAt(values)).toEqual({ 'pages.0.metaTitle.es': VALIDATION_MESSAGES.en.required });
  });

  it('says what is missing, in the admin language', () => {
    const messages = messagesAt({ pages: [emptyTownPage()] }, 'es');
    expect(messages['pages.0.slugEn']).toBe(VALIDATION_MESSAGES.es.required);
    expect(messages['pages.0.intro.es']).toBe(VALIDATION_MESSAGES.es.required);
    expect(messages['pages.0.sections.en']).toBe(VALIDATION_MESSAGES.es.required);
  });

  it('wants 3 to 5 sections, each with its heading and paragraph, as many in Spanish as in English', () => {
    const values = townPagesFormValues([PAGE]);
    const m = TOWN_FORM_MESSAGES.en;
    values.pages[0].sections = both('## One\nText.\n\n## Two\nText.', values.pages[0].sections.es);
    expect(messagesAt(values)).toEqual({ 'pages.0.sections.en': m.sections });
    values.pages[0].sections = both('## One\nText.\n\n## Two\n\n## Three\nText.', values.pages[0].sections.es);
    expect(messagesAt(values)).toEqual({ 'pages.0.sections.en': m.sectionEmpty });
    values.pages[0].sections = both(values.pages[0].sections.es + '\n\n## Cuatro\nTexto.', values.pages[0].sections.es);
    expect(messagesAt(values)).toEqual({ 'pages.0.sections.es': m.sectionsMismatch });
  });

  it('refuses a slug twice in the town and one that is not a slug', () => {
    const [first] = townPagesFormValues([PAGE]).pages;
    const second = { ...first, key: 'heat-pumps', slugEs: 'Aerotermia' };
    expect(messagesAt({ pages: [first, second] })).toEqual({
      'pages.1.slugEn': VALIDATION_MESSAGES.en.slugTaken,
      'pages.1.slugEs': VALIDATION_MESSAGES.en.slugInvalid,
    });
  });

  it('reads text before the first heading as a section without one', () => {
    expect(sectionsOf('Intro line\n## A\nBody A\n')).toEqual([
      { heading: '', body: 'Intro line' },
      { heading: 'A', body: 'Body A' },
    ]);
  });
});

import {
  type ApiSchema,
  type Language,
  repeatedTownPageFields,
  SLUG_PATTERN,
  TOWN_FORM_MESSAGES,
  TOWN_LIMITS,
  VALIDATION_MESSAGES,
} from '@costa-sol/common';
import type { Path } from 'react-hook-form';
import { z } from '../../../lib/zod';

type TownPage = ApiSchema<'AdminTownPagesDto'>['pages'][number];
type Section = TownPage['sections'][number];
type Texts = { en: string; es: string };

/**
 * One sub-page in the form: its texts side by side, its sections written as text in each language, each a line
 * "## Heading" and then its paragraph. `key` is the page's identity across slug changes; a new page takes its English
 * slug.
 */
interface TownPageValues {
  key: string;
  slugEn: string;
  slugEs: string;
  title: Texts;
  metaTitle: Texts;
  metaDescription: Texts;
  intro: Texts;
  sections: Texts;
}

export interface TownPagesFormValues {
  pages: TownPageValues[];
}

const HEADING = /^##[ \t]+(.*)$/;

/** "## Heading\nParagraph…" blocks as sections; text before the first heading makes a section without one. */
export function sectionsOf(text: string): { heading: string; body: string }[] {
  const sections: { heading: string; body: string[] }[] = [];
  for (const line of text.split(/\r?\n/)) {
    const heading = HEADING.exec(line.trim());
    if (heading) sections.push({ heading: heading[1].trim(), body: [] });
    else if (sections.length > 0) sections.at(-1)?.body.push(line);
    else if (line.trim() !== '') sections.push({ heading: '', body: [line] });
  }
  return sections.map(({ heading, body }) => ({ heading, body: body.join('\n').trim() }));
}

const sectionsText = (sections: Section[], language: Language) =>
  sections.map((section) => `## ${section.heading[language]}\n${section.body[language]}`).join('\n\n');

const NO_TEXT: Texts = { en: '', es: '' };

export const emptyTownPage = (): TownPageValues => ({
  key: '',
  slugEn: '',
  slugEs: '',
  title: NO_TEXT,
  metaTitle: NO_TEXT,
  metaDescription: NO_TEXT,
  intro: NO_TEXT,
  sections: NO_TEXT,
});

/** The town's pages as the form holds them. */
export function townPagesFormValues(pages: TownPage[]): TownPagesFormValues {
  return {
    pages: pages.map((page) => ({
      key: page.key,
      slugEn: page.slugEn,
      slugEs: page.slugEs,
      title: page.title,
      metaTitle: page.metaTitle ?? NO_TEXT,
      metaDescription: page.metaDescription,
      intro: page.intro,
      sections: { en: sectionsText(page.sections, 'en'), es: sectionsText(page.sections, 'es') },
    })),
  };
}

/** A new page's key: its English slug, or that slug numbered when another page of the town has it as key. */
function newKey(slugEn: string, pages: readonly TownPageValues[]): string {
  const taken = new Set(pages.map((page) => page.key));
  let key = slugEn;
  for (let n = 2; taken.has(key); n += 1) key = `${slugEn}-${n}`;
  return key;
}

function pageBody(page: TownPageValues, pages: readonly TownPageValues[]): TownPage {
  const en = sectionsOf(page.sections.en);
  const es = sectionsOf(page.sections.es);
  return {
    key: page.key === '' ? newKey(page.slugEn, pages) : page.key,
    slugEn: page.slugEn,
    slugEs: page.slugEs,
    title: page.title,
    metaTitle: page.metaTitle.en === '' ? undefined : page.metaTitle,
    metaDescription: page.metaDescription,
    intro: page.intro,
    sections: en.map((section, index) => ({
      heading: { en: section.heading, es: es[index].heading },
      body: { en: section.body, es: es[index].body },
    })),
  };
}

/**
 * The town pages form; yields the body of PUT /api/admin/towns/{slug}/pages. Its rules are content/town-pages files'
 * (TOWN_LIMITS), and each slug once in the town, as the API checks them.
 */
export function townPagesSchema(language: Language) {
  const v = VALIDATION_MESSAGES[language];
  const m = TOWN_FORM_MESSAGES[language];
  const { sections: limits } = TOWN_LIMITS.servicePages;
  const required = z.string().check(z.trim(), z.minLength(1, v.required));
  const slug = z.string().check(
    z.trim(),
    z.minLength(1, v.required),
    z.refine((text) => SLUG_PATTERN.test(text), v.slugInvalid),
  );
  const bilingual = z.object({ en: required, es: required });
  const page = z.object({
    key: z.string(),
    slugEn: slug,
    slugEs: slug,
    title: bilingual,
    metaTitle: z.object({ en: z.string().check(z.trim()), es: z.string().check(z.trim()) }),
    metaDescription: bilingual,
    intro: bilingual,
    sections: bilingual,
  });
  return z.pipe(
    z.object({ pages: z.array(page) }).check(
      z.superRefine(({ pages }, context) => {
        const problem = (path: (string | number)[], message: string) =>
          context.addIssue({ code: 'custom', path: ['pages', ...path], message, input: pages });
        // Keys are the server's to check: a new page's key is made from its slug when the form is sent.
        for (const { index, field } of repeatedTownPageFields(pages)) if (field !== 'key') problem([index, field], v.slugTaken);
        pages.forEach((item, index) => {
          if ((item.metaTitle.en === '') !== (item.metaTitle.es === ''))
            problem([index, 'metaTitle', item.metaTitle.en === '' ? 'en' : 'es'], v.required);
          const counts = { en: 0, es: 0 };
          for (const lang of ['en', 'es'] as const) {
            const sections = sectionsOf(item.sections[lang]);
            counts[lang] = sections.length;
            if (item.sections[lang] === '') continue;
            if (sections.length < limits.min || sections.length > limits.max) problem([index, 'sections', lang], m.sections);
            else if (sections.some((section) => section.heading === '' || section.body === ''))
              problem([index, 'sections', lang], m.sectionEmpty);
          }
          if (counts.en >= limits.min && counts.en <= limits.max && counts.es !== counts.en && counts.es >= limits.min)
            problem([index, 'sections', 'es'], m.sectionsMismatch);
        });
      }),
    ),
    z.transform(({ pages }: TownPagesFormValues) => ({ pages: pages.map((page) => pageBody(page, pages)) })),
  );
}

export type TownPagesRequest = z.output<ReturnType<typeof townPagesSchema>>;

const PAGE_FIELD = /^pages\.\d+\.(slugEn|slugEs|(title|metaTitle|metaDescription|intro|sections)\.(en|es))$/;

/** Is this field of a server refusal one of the form's (named as the API names it, "pages.2.intro.es")? */
export function isTownPagesField(field: string): field is Path<TownPagesFormValues> {
  return PAGE_FIELD.test(field);
}

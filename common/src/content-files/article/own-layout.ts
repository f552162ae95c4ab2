import { type BusinessFacts } from '../../business/business-settings';
import { CLAIM_KEYS } from '../../business/business-settings-rules';
import type { Language } from '../../i18n/languages';
import type { OwnComponent } from '../../pages/page-registry-types';
import { pageFileFormat } from './article-markdown';
import type { PageFile } from './article-schema';

/** One problem of a page's Markdown: the language, where (a line, a field) and what is wrong. */
export interface ArticleProblem {
  language: Language;
  where: string;
  message: string;
}

/** A card of a list the layout draws as cards, written "Title: text": the title ends at the first ": ". */
export function splitCard(item: string): { title: string; text: string } {
  const end = item.indexOf(': ');
  return end < 0 ? { title: item, text: '' } : { title: item.slice(0, end).trim(), text: item.slice(end + 2).trim() };
}

const SWITCHED_FIGURE = /\{\{\s*claims\.(\w+)\s*\}\}/g;
const CLAIMS: readonly string[] = CLAIM_KEYS;

/** The figures with a "show" switch that a text names. */
const switchedFiguresIn = (text: string): string[] =>
  [...text.matchAll(SWITCHED_FIGURE)].map(([, key]) => key).filter((key) => CLAIMS.includes(key));

interface RawSection {
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  links?: { label: string }[];
}

/** The page file as written (front matter, intro, sections), before the fields are checked and filled in. */
function rawFile(markdown: string): { sections: RawSection[] } & Record<string, unknown> {
  return pageFileFormat.read(markdown) as { sections: RawSection[] } & Record<string, unknown>;
}

/**
 * A figure with a "show" switch named where the layout could not leave it out: a section's paragraph or list item that
 * names it is left out while it is hidden (leaveOutHiddenFigures); a title, heading, intro, link or card with a link
 * would print it while hidden.
 */
function misplacedFigures(markdown: string, language: Language, layout: OwnComponent): ArticleProblem[] {
  const { sections, intro, ...frontMatter } = rawFile(markdown);
  const fixedTexts = [
    JSON.stringify(frontMatter),
    JSON.stringify(intro),
    ...sections.flatMap((section) => [
      section.heading,
      ...(section.links ?? []).map((link) => link.label),
      ...(layout.cards?.[section.id]?.linked ? (section.bullets ?? []) : []),
    ]),
  ];
  return [...new Set(fixedTexts.flatMap(switchedFiguresIn))].map((key) => ({
    language,
    where: `{{claims.${key}}}`,
    message:
      'this figure has a "show" switch in the business settings: on this page name it only in a paragraph or list item of a section (left out while the figure is hidden), not in a title, heading, intro, link or linked card',
  }));
}

/** A section the page's own component places by its anchor, missing from the file: the layout would break. */
function missingAnchors(file: PageFile, language: Language, anchors: readonly string[]): ArticleProblem[] {
  return anchors
    .filter((anchor) => !file.sections.some((section) => section.id === anchor))
    .map((anchor) => ({
      language,
      where: 'sections',
      message: `section #${anchor} is missing: this page's layout places it (keep a "## Heading {#${anchor}}" section)`,
    }));
}

/** A list the layout draws as cards with another number of items, an item without its "Title: ", or links not one per card. */
function cardProblems(file: PageFile, language: Language, layout: OwnComponent): ArticleProblem[] {
  return Object.entries(layout.cards ?? {}).flatMap(([anchor, { count, linked }]) => {
    const section = file.sections.find(({ id }) => id === anchor);
    if (!section) return [];
    const where = `#${anchor}`;
    const items = section.bullets ?? [];
    const problems: ArticleProblem[] = [];
    if (items.length !== count)
      problems.push({ language, where, message: `the layout draws ${count} cards from this section's list: ${items.length} items here` });
    items.forEach((item, index) => {
      const { title, text } = splitCard(item);
      if (!title || !text) problems.push({ language, where, message: `card ${index + 1} is written "Title: text"` });
    });
    const links = section.links?.length ?? 0;
    if (linked && links !== count)
      problems.push({ language, where, message: `each card has its link: ${count} links in this section's list of links, ${links} here` });
    return problems;
  });
}

/**
 * What a page laid out by its own component needs of one language's file besides the article rules: every placed
 * section, its cards as the layout draws them, and no figure with a "show" switch where it could not be left out.
 */
export function ownLayoutProblems(markdown: string, file: PageFile, language: Language, layout: OwnComponent): ArticleProblem[] {
  // The article pages print their figures as written; only a page with its own layout shows them by their switch.
  if (layout.anchors.length === 0) return [];
  return [
    ...missingAnchors(file, language, layout.anchors),
    ...cardProblems(file, language, layout),
    ...misplacedFigures(markdown, language, layout),
  ];
}

/** The figures of the business settings the owner switched off (claim keys). */
export const hiddenFigures = (facts: BusinessFacts): string[] => CLAIM_KEYS.filter((key) => !facts.claims[key].shown);

interface ShownSection {
  paragraphs: string[];
  bullets?: string[];
  /** The written positions of the bullets shown, when some are left out: a card keeps its own icon. */
  bulletPositions?: number[];
}

/**
 * Both languages of an own-layout page (read from `markdown`, as written) without the paragraphs and list items that
 * name a figure switched off (`hidden`): one left out in a language is left out in the other too, so they keep the
 * same shape.
 */
export function leaveOutHiddenFigures<S extends ShownSection, T extends { sections: S[] }>(
  texts: Record<Language, T>,
  markdown: Record<Language, string>,
  hidden: readonly string[],
): Record<Language, T> {
  if (hidden.length === 0) return texts;
  const written = { en: rawFile(markdown.en).sections, es: rawFile(markdown.es).sections };
  const namesHidden = (text: string | undefined) => text !== undefined && switchedFiguresIn(text).some((key) => hidden.includes(key));
  const shown = (index: number, list: 'paragraphs' | 'bullets', position: number) =>
    !namesHidden(written.en[index]?.[list]?.[position]) && !namesHidden(written.es[index]?.[list]?.[position]);
  const filter = (text: T): T => ({
    ...text,
    sections: text.sections.map((section, index) => {
      const paragraphs = section.paragraphs.filter((_, position) => shown(index, 'paragraphs', position));
      if (!section.bullets) return { ...section, paragraphs };
      const positions = section.bullets.map((_, position) => position).filter((position) => shown(index, 'bullets', position));
      if (positions.length === section.bullets.length) return { ...section, paragraphs };
      const bullets = positions.map((position) => section.bullets?.[position] ?? '');
      return { ...section, paragraphs, bullets: bullets.length > 0 ? bullets : undefined, bulletPositions: positions };
    }),
  });
  return { en: filter(texts.en), es: filter(texts.es) };
}

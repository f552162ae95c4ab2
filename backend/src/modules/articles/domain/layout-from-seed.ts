import type { OwnComponent } from '@costa-sol/common';
import { type ArticleRecord, parseArticle } from '@costa-sol/common/content-files';

const SECTION_START = /^##\s+.*\{#([^}]*)\}\s*$/;

interface Block {
  id: string;
  /** The block's lines, from its heading to the line before the next heading, trailing blank lines left out. */
  lines: string[];
}

/** A page file's text as what comes before the first section (front matter, intro) and its sections. */
function split(markdown: string): { head: string[]; sections: Block[] } {
  const head: string[] = [];
  const sections: Block[] = [];
  for (const line of markdown.replace(/\s+$/, '').split('\n')) {
    const id = SECTION_START.exec(line)?.[1];
    if (id !== undefined) sections.push({ id, lines: [line] });
    else (sections.at(-1)?.lines ?? head).push(line);
  }
  const trim = (lines: string[]) => {
    while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
    return lines;
  };
  return { head: trim(head), sections: sections.map((section) => ({ ...section, lines: trim(section.lines) })) };
}

const join = ({ head, sections }: { head: string[]; sections: Block[] }): string =>
  [head.join('\n'), ...sections.map((section) => section.lines.join('\n'))].join('\n\n') + '\n';

/** A block's lists: from its first list line to its end (lists come after the paragraphs). */
const listsOf = (block: Block): string[] => {
  const first = block.lines.findIndex((line) => line.startsWith('- '));
  return first < 0 ? [] : block.lines.slice(first);
};

/**
 * One language's stored page file brought to what a newer layout of its page needs, from the seed's file of that
 * language: a section the layout now places gets the seed's section (after the section the seed puts before it), a
 * section now drawn as cards without a list gets the seed's lists. Everything the owner wrote stays as written.
 */
function withLayoutFromSeed(stored: string, seed: string, layout: OwnComponent): string {
  const page = split(stored);
  const seedPage = split(seed);
  const has = (id: string) => page.sections.some((section) => section.id === id);
  seedPage.sections.forEach((seedSection, index) => {
    if (!layout.anchors.includes(seedSection.id) || has(seedSection.id)) return;
    const before = seedPage.sections
      .slice(0, index)
      .map(({ id }) => page.sections.findIndex((section) => section.id === id))
      .filter((position) => position >= 0);
    const at = before.length > 0 ? Math.max(...before) + 1 : 0;
    page.sections.splice(at, 0, { ...seedSection, lines: [...seedSection.lines] });
  });
  for (const anchor of Object.keys(layout.cards ?? {})) {
    const section = page.sections.find(({ id }) => id === anchor);
    const seedSection = seedPage.sections.find(({ id }) => id === anchor);
    if (!section || !seedSection || listsOf(section).length > 0) continue;
    section.lines.push('', ...listsOf(seedSection));
  }
  return join(page);
}

const fits = (record: ArticleRecord, layout: OwnComponent) => parseArticle({ en: record.en.markdown, es: record.es.markdown }, layout).ok;

/**
 * A stored page (or revision) as its layout of now can draw it: itself when it fits, else brought to the layout from
 * the seed (withLayoutFromSeed, both languages); null when even that does not fit.
 */
export function fittedToLayout(record: ArticleRecord, seed: ArticleRecord | undefined, layout: OwnComponent): ArticleRecord | null {
  if (fits(record, layout)) return record;
  if (!seed) return null;
  const next: ArticleRecord = {
    en: { ...record.en, markdown: withLayoutFromSeed(record.en.markdown, seed.en.markdown, layout) },
    es: { ...record.es, markdown: withLayoutFromSeed(record.es.markdown, seed.es.markdown, layout) },
  };
  return fits(next, layout) ? next : null;
}

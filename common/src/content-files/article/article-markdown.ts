import { FileProblem } from '../content-error';
import type { ContentFormat } from '../formats';
import { splitFrontMatter } from '../front-matter';
import { anchorSlug } from './anchor-slug';

/** A link of a section as written: `[label](route:airZoneSystems)` or `[label](brand:daikin)`. */
interface WrittenLink {
  kind: 'route' | 'brand';
  to: string;
  label: string;
}

/** A section as written under its `## Heading {#anchor}`, before any check. */
interface WrittenSection {
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  links?: WrittenLink[];
}

/** What a page file's body says: the paragraphs before the first section, and the sections. */
interface WrittenBody {
  intro: string[];
  sections: WrittenSection[];
}

const HEADING = /^##\s+(.+?)\s*\{#([^}]*)\}$/;
const LINK = /^\[([^\]]+)\]\((route|brand):([^)\s]+)\)$/;

/** A problem of the file's layout, at the line it is on (counted from the top of the file). */
function layoutProblem(line: number, message: string) {
  return new FileProblem(`line ${line}`, message, 'layout');
}

interface Block {
  line: number;
  lines: string[];
}

/** Runs of non-blank lines; a `##` line is a block of its own even without blank lines around it. */
function blocksOf(lines: string[], firstLine: number): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  lines.forEach((text, index) => {
    const line = firstLine + index;
    if (text.trim() === '') current = undefined;
    else if (text.startsWith('#')) {
      blocks.push({ line, lines: [text.trim()] });
      current = undefined;
    } else if (current) current.lines.push(text);
    else blocks.push((current = { line, lines: [text] }));
  });
  return blocks;
}

/** The items of a list block: lines starting with "- ", longer items continued on indented lines. */
function listItems(block: Block): string[] {
  const items: string[] = [];
  block.lines.forEach((text, index) => {
    if (text.startsWith('- ')) items.push(text.slice(2).trim());
    else if (/^\s/.test(text) && items.length > 0) items[items.length - 1] += ` ${text.trim()}`;
    else throw layoutProblem(block.line + index, 'a list has every item on a line starting with "- "');
  });
  return items;
}

function addList(section: WrittenSection, block: Block): void {
  const items = listItems(block);
  const links = items.map((item) => LINK.exec(item));
  if (links.every((link) => link !== null)) {
    if (section.links) throw layoutProblem(block.line, `section #${section.id} has a second list of links: one list at most`);
    section.links = links.map(([, label, kind, to]) => ({ kind: kind as WrittenLink['kind'], to, label: label.trim() }));
  } else if (links.some((link) => link !== null)) {
    throw layoutProblem(block.line, 'a list is either all links ([label](route:key)) or no links');
  } else {
    if (section.bullets || section.links)
      throw layoutProblem(block.line, `section #${section.id}: one bullet list at most, before the list of links`);
    section.bullets = items;
  }
}

/** For a "## Heading" written without its anchor: the line with an anchor proposed from its words. */
function suggestion(line: string, sections: WrittenSection[]): string {
  const heading = /^##\s+(.*\S)\s*$/.exec(line)?.[1];
  if (!heading || heading.includes('{#')) return '';
  const anchor = anchorSlug(
    heading,
    sections.map((section) => section.id),
  );
  return `, e.g. "## ${heading} {#${anchor}}" (the Spanish file uses the English file's anchors)`;
}

function parseBody(body: string, firstLine: number): WrittenBody {
  const intro: string[] = [];
  const sections: WrittenSection[] = [];
  for (const block of blocksOf(body.split(/\r?\n/), firstLine)) {
    const first = block.lines[0];
    const section = sections.at(-1);
    if (first.startsWith('#')) {
      const heading = HEADING.exec(first);
      if (!heading)
        throw layoutProblem(
          block.line,
          `a section starts with "## Heading {#anchor-id}" (no other headings)${suggestion(first, sections)}`,
        );
      sections.push({ id: heading[2].trim(), heading: heading[1], paragraphs: [] });
    } else if (first.startsWith('- ')) {
      if (!section) throw layoutProblem(block.line, 'a list belongs to a section: put it under a "## Heading {#anchor-id}"');
      addList(section, block);
    } else {
      const paragraph = block.lines.map((text) => text.trim()).join(' ');
      if (!section) intro.push(paragraph);
      else if (section.bullets || section.links)
        throw layoutProblem(block.line, `section #${section.id}: paragraphs come before its lists`);
      else section.paragraphs.push(paragraph);
    }
  }
  return { intro, sections };
}

/**
 * A page file: YAML front matter between `---` lines, then the intro paragraphs, then each section as
 * `## Heading {#anchor-id}` with its paragraphs, at most one bullet list and at most one list of links; read as
 * `{ ...frontMatter, intro, sections }`. Paragraphs may be wrapped over several lines; a blank line ends one.
 */
export const pageFileFormat: ContentFormat = {
  read(text) {
    const { frontMatter, body, bodyLine } = splitFrontMatter(text);
    return { ...(typeof frontMatter === 'object' ? frontMatter : {}), ...parseBody(body, bodyLine) };
  },
};

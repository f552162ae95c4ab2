import { titleWidth } from './title-width';

interface WrappedTitle {
  lines: string[];
  fontSize: number;
}

/** Sizes tried in turn, largest first, each with the most lines it may take; the smaller ones take any long title whole. */
const STEPS = [
  { fontSize: 68, maxLines: 3 },
  { fontSize: 58, maxLines: 4 },
  { fontSize: 50, maxLines: 4 },
  { fontSize: 42, maxLines: 5 },
  { fontSize: 36, maxLines: 6 },
] as const;

/** Words of `text` in lines no wider than `maxEms`; a word wider than a line is broken between letters. */
function wrap(text: string, maxEms: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (titleWidth(joined) <= maxEms) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (line && titleWidth(line + char) > maxEms) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The card's title in lines that fit `maxWidth` pixels: as large as it can be within three lines, smaller within
 * four, five or six. Never cut: the card shows the whole phrase (a title longer than six lines at the smallest
 * size is the owner's to shorten with the share text, which the admin limits to 100 characters).
 */
export function wrapTitle(title: string, maxWidth: number): WrappedTitle {
  for (const { fontSize, maxLines } of STEPS) {
    const lines = wrap(title, maxWidth / fontSize);
    if (lines.length <= maxLines) return { lines, fontSize };
  }
  const { fontSize } = STEPS[STEPS.length - 1];
  return { lines: wrap(title, maxWidth / fontSize), fontSize };
}

import { titleWidth } from './title-width';

interface WrappedTitle {
  lines: string[];
  fontSize: number;
}

/** Sizes tried in turn, largest first, each with the most lines it may take; the last one cuts with an ellipsis. */
const STEPS = [
  { fontSize: 68, maxLines: 3 },
  { fontSize: 58, maxLines: 4 },
  { fontSize: 50, maxLines: 4 },
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

/** The first `maxLines` lines, the last one shortened by whole words (or letters) until "…" fits after it. */
function cut(lines: string[], maxLines: number, maxEms: number): string[] {
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (last.length > 0 && titleWidth(`${last}…`) > maxEms) last = last.includes(' ') ? last.replace(/\s+\S*$/, '') : last.slice(0, -1);
  kept[maxLines - 1] = `${last.replace(/[\s,;:–—-]+$/, '')}…`;
  return kept;
}

/**
 * The card's title in lines that fit `maxWidth` pixels: as large as it can be within three lines, smaller within four,
 * and cut with "…" only past that.
 */
export function wrapTitle(title: string, maxWidth: number): WrappedTitle {
  for (const { fontSize, maxLines } of STEPS) {
    const lines = wrap(title, maxWidth / fontSize);
    if (lines.length <= maxLines) return { lines, fontSize };
  }
  const { fontSize, maxLines } = STEPS[STEPS.length - 1];
  return { lines: cut(wrap(title, maxWidth / fontSize), maxLines, maxWidth / fontSize), fontSize };
}

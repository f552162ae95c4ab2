import { opensWithoutClosing, WHOLE_PHRASE_BREAK } from './whole-phrases';

/** Search results show about this much of a title and a description; longer ones are cut by the engine. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 155;

/** Sentences end at . ! or ? followed by a space: "7.500 €" or "300-400%." stay whole. */
const SENTENCE_BREAK = /(?<=[.!?])\s+/;
/** A leading phrase shorter than this ("Yes", "Q&A") does not name the page: the title looks further. */
const PHRASE_MIN = 12;

/** The longest run of whole phrases from the start of `heading` within `max` (never cut at a plain word), if any. */
function leadingPhrasesWithin(heading: string, max: number): string | undefined {
  const ends = [...heading.matchAll(WHOLE_PHRASE_BREAK)]
    .map((match) => match.index)
    .filter((end) => end >= PHRASE_MIN && end <= max && !opensWithoutClosing(heading.slice(0, end)));
  const end = ends.at(-1);
  return end === undefined ? undefined : heading.slice(0, end);
}

/**
 * A page title that never ends inside a phrase (docs/product.md, "Titles and descriptions"), from the first that
 * applies: the heading whole with " | <brand>" within 60 characters; its leading whole phrases (split at " | ",
 * " – ", ": " or a sentence's end) with the brand; the shorter form the content states (`shortTitle`) with the brand;
 * the heading alone, or the short form alone, within 60; else the heading alone, whole, even past 60. A heading that
 * already ends with the brand keeps one.
 */
export function fitTitle(heading: string, brand: string, shortTitle?: string | null): string {
  const suffix = ` | ${brand}`;
  const main = (heading.endsWith(suffix) ? heading.slice(0, -suffix.length) : heading).replace(/\s+/g, ' ').trim();
  const short = shortTitle?.replace(/\s+/g, ' ').trim();
  const max = TITLE_MAX - suffix.length;
  if (main.length <= max) return `${main}${suffix}`;
  const phrases = leadingPhrasesWithin(main, max);
  if (phrases) return `${phrases}${suffix}`;
  if (short && short.length <= max) return `${short}${suffix}`;
  if (main.length <= TITLE_MAX) return main;
  if (short && short.length <= TITLE_MAX) return short;
  return main;
}

/**
 * A meta description made of whole sentences of `text` only: as many as fit in `max` characters; when even the first
 * is longer, that first sentence whole (a page whose first sentence is long gets the owner's search description).
 * Never cut inside a sentence, never closed with an added full stop or an ellipsis.
 */
export function fitDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const [first, ...rest] = clean.split(SENTENCE_BREAK);
  let fitted = first;
  for (const sentence of rest) {
    const next = `${fitted} ${sentence}`;
    if (next.length > max) break;
    fitted = next;
  }
  return fitted;
}

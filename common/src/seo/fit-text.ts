/** Search results show about this much of a title and a description; longer ones are cut by the engine. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 155;

/** Sentences end at . ! or ? followed by a space: "7.500 €" or "300-400%." stay whole. */
const SENTENCE_BREAK = /(?<=[.!?])\s+/;
/** A description shorter than this says too little: better one sentence cut at a clause than a two-word one. */
const DESCRIPTION_MIN = 70;

/**
 * Words a title (before the brand) or a description must not end on, in English and Spanish: articles, prepositions
 * and conjunctions, which leave a reader waiting for the rest ("…in Alhaurín el", "…y").
 */
const DANGLING_WORDS = new Set(
  [
    ...['a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'with', 'by', 'into', 'about', 'as', 'per', 'via'],
    ...['and', 'or', 'but', 'nor', 'than', 'vs', '&'],
    ...['el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas', 'de', 'del', 'en', 'al', 'con', 'por', 'para', 'sin'],
    ...['sobre', 'entre', 'hasta', 'desde', 'hacia', 'según', 'y', 'e', 'o', 'u', 'ni', 'que'],
  ].map((word) => word.toLocaleLowerCase('und')),
);

/** The text's last word is an article, preposition or conjunction. */
export function endsOnDanglingWord(text: string): boolean {
  const last = text.trim().split(/\s+/).at(-1) ?? '';
  return DANGLING_WORDS.has(last.replace(/[.,;:!?]+$/, '').toLocaleLowerCase('und'));
}

/** The text opens a parenthesis it does not close. */
export function hasUnclosedParenthesis(text: string): boolean {
  return text.split('(').length > text.split(')').length;
}

/** A cut text made to end well: no dangling punctuation or word, no parenthesis left open. */
function endWell(text: string): string {
  let tidy = text;
  for (;;) {
    const before = tidy;
    tidy = tidy.replace(/[\s,;:|–—&(-]+$/, '');
    if (hasUnclosedParenthesis(tidy)) tidy = tidy.slice(0, tidy.lastIndexOf('('));
    else if (endsOnDanglingWord(tidy)) tidy = tidy.replace(/\s*\S+$/, '');
    if (tidy === before) return tidy;
  }
}

/** `text` cut at the last whole word within `max`, ending well. */
function wordsWithin(text: string, max: number): string {
  if (text.length <= max) return text;
  return endWell(text.slice(0, max + 1).replace(/\s+\S*$/, ''));
}

/** Where a title parts into phrases: " | ", " – ", " — " or ": ". */
const PHRASE_BREAK = /\s[|–—]\s|:\s/g;

/** The longest run of whole phrases from the start of `text` within `max`, if it says enough (half of `max`). */
function phrasesWithin(text: string, max: number): string | undefined {
  const ends = [...text.matchAll(PHRASE_BREAK)].map((match) => match.index).filter((end) => end <= max && end >= max / 2);
  const end = ends.at(-1);
  return end === undefined ? undefined : endWell(text.slice(0, end));
}

/**
 * A page title of at most 60 characters that ends with the brand: "<title> | <brand>". When both do not fit, the title
 * keeps its first whole phrases, else it is cut at a whole word; either way it never ends on an article, preposition
 * or conjunction, or inside parentheses. A title that already ends with the brand keeps one.
 */
export function fitTitle(title: string, brand: string): string {
  const suffix = ` | ${brand}`;
  const main = (title.endsWith(suffix) ? title.slice(0, -suffix.length) : title).trim();
  const max = TITLE_MAX - suffix.length;
  const fitted = main.length <= max ? main : (phrasesWithin(main, max) ?? wordsWithin(main, max));
  return `${fitted}${suffix}`;
}

/**
 * A meta description of at most `max` characters that ends on a sentence: as many whole sentences of `text` as fit.
 * When they would make too short a description, the text is cut at its last clause (comma, semicolon, colon) or
 * word within `max`, never inside parentheses or on an article, preposition or conjunction, and closed with a full
 * stop, never with an ellipsis.
 */
export function fitDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let fitted = '';
  for (const sentence of clean.split(SENTENCE_BREAK)) {
    const next = fitted ? `${fitted} ${sentence}` : sentence;
    if (next.length > max) break;
    fitted = next;
  }
  if (fitted.length >= Math.min(DESCRIPTION_MIN, max / 2)) return fitted;
  const within = clean.slice(0, max - 1);
  const clause = within.search(/[,;:](?=[^,;:]*$)/);
  const cut = clause > max / 2 ? endWell(within.slice(0, clause)) : wordsWithin(clean, max - 1);
  return `${endWell(cut.replace(/[\s.!?…]+$/, ''))}.`;
}

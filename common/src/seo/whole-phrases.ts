/**
 * Where a heading parts into whole phrases: " | ", " – ", " — ", ": ", or the end of a sentence ("…maintenance? What
 * about…"). A title may stop at one of these, never at a plain word.
 */
export const WHOLE_PHRASE_BREAK = /\s[|–—]\s|:\s|(?<=[.!?])\s/g;

/**
 * Words a title or a description must not end on, in English and Spanish: articles, prepositions and conjunctions,
 * which leave a reader waiting for the rest ("…in Alhaurín el", "…y").
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

/** The text opens a parenthesis, or a Spanish question or exclamation ("¿Split, multisplit o conductos"), it does not close. */
export function opensWithoutClosing(text: string): boolean {
  const count = (mark: string) => text.split(mark).length;
  return hasUnclosedParenthesis(text) || count('¿') > count('?') || count('¡') > count('!');
}

/** Spaces and tabs made one space; a line break (a block's end in a page's text) kept as one "\n", itself a break. */
const normalize = (text: string) =>
  text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();

/** What follows a whole phrase in its source: the end, a line's end, a phrase break, or a space after a sentence's end. */
function isBoundary(source: string, end: number, phrase: string): boolean {
  const rest = source.slice(end);
  if (rest === '' || rest.startsWith('\n') || /^(\s[|–—]\s|:\s)/.test(rest)) return true;
  return /[.!?;:)»"”'’]$/.test(phrase) && /^\s/.test(rest);
}

/** Every index where `part` occurs in `source`. */
function occurrences(source: string, part: string): number[] {
  const found: number[] = [];
  for (let at = source.indexOf(part); at !== -1 && part; at = source.indexOf(part, at + 1)) found.push(at);
  return found;
}

/**
 * The one rule for every title, description and share-card line (shared by the tests and the admin's counters): the
 * text ends inside a phrase when it ends on an ellipsis, leaves a parenthesis or a "¿" open, or (but for a whole
 * sentence) ends on an article, preposition or conjunction; or, given the `source` it was made from (a page's heading, its text), when it is a
 * piece of that source that stops before a phrase or sentence is over, with or without a full stop added. A text
 * that is not a piece of its source (the owner's own words, a short form) is judged by its ending alone.
 */
export function endsInsidePhrase(text: string, source = ''): boolean {
  const phrase = normalize(text).replace(/\n/g, ' ');
  if (phrase === '') return false;
  // An ellipsis, or a comma, semicolon or colon that announces more ("As a guide:").
  if (/(\.\.\.|…|[,;:])$/.test(phrase) || opensWithoutClosing(phrase)) return true;
  // A sentence may end on such a word ("…with a small heat pump built in."); a title or a line may not.
  if (!/[.!?]$/.test(phrase) && endsOnDanglingWord(phrase)) return true;
  const whole = normalize(source);
  // Searched across blocks too (a description of two paragraphs); a line break and a space are one character each.
  const flat = whole.replace(/\n/g, ' ');
  const at = occurrences(flat, phrase);
  if (at.length > 0) return !at.some((index) => isBoundary(whole, index + phrase.length, phrase));
  const stem = phrase.replace(/[.!?]$/, '');
  if (stem === phrase) return false;
  // A full stop added where the source's sentence goes on ("…the community of owners." of "…owners, which…").
  return occurrences(flat, stem).some((index) => {
    const end = index + stem.length;
    return !isBoundary(whole, end, stem) && !/^[.!?]/.test(whole.slice(end));
  });
}

/** Search results show about this much of a title and a description; longer ones are cut by the engine. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 155;

/** Sentences end at . ! or ? followed by a space: "7.500 €" or "300-400%." stay whole. */
const SENTENCE_BREAK = /(?<=[.!?])\s+/;
/** A description shorter than this says too little: better one sentence cut at a clause than a two-word one. */
const DESCRIPTION_MIN = 70;

/** `text` cut at the last whole word within `max`, without a dangling comma, dash or colon. */
function wordsWithin(text: string, max: number): string {
  if (text.length <= max) return text;
  return text
    .slice(0, max + 1)
    .replace(/\s+\S*$/, '')
    .replace(/[\s,;:–—-]+$/, '');
}

/**
 * A page title of at most 60 characters that ends with the brand: "<title> | <brand>", the title cut at a whole word
 * when both do not fit. A title that already ends with the brand keeps one.
 */
export function fitTitle(title: string, brand: string): string {
  const suffix = ` | ${brand}`;
  const main = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  return `${wordsWithin(main.trim(), TITLE_MAX - suffix.length)}${suffix}`;
}

/**
 * A meta description of at most `max` characters that ends on a sentence: as many whole sentences of `text` as fit.
 * When they would make too short a description, the text is cut at its last clause (comma, semicolon, colon) or
 * word within `max` and closed with a full stop, never with an ellipsis.
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
  const cut = clause > max / 2 ? within.slice(0, clause) : wordsWithin(clean, max - 1);
  return `${cut.replace(/[\s.!?…,;:–—-]+$/, '')}.`;
}

/** The longest anchor proposed, cut at a word boundary. */
const MAX_LENGTH = 48;

/**
 * An anchor proposed for a section heading that has none: `{{…}}` names left out, accents folded (ñ → n, á → a),
 * lowercase, every run of other characters one hyphen, at most 48 characters cut between words, and `-2`, `-3`… added
 * when the page already has it. Always matches SLUG_PATTERN; the same heading gives the same anchor every time.
 */
export function anchorSlug(heading: string, taken: Iterable<string> = []): string {
  const words = heading
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let base = '';
  for (const word of words) {
    const next = base ? `${base}-${word}` : word;
    if (next.length > MAX_LENGTH && base) break;
    base = next.slice(0, MAX_LENGTH);
  }
  base ||= 'section';
  const used = new Set(taken);
  let anchor = base;
  for (let count = 2; used.has(anchor); count += 1) anchor = `${base}-${count}`;
  return anchor;
}

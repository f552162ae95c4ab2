/**
 * The booking page's address with its `town` as the town is known now, when the visitor's link still names it by a
 * slug it had before a change (or by its Spanish slug, where the page wants the English one); null when nothing moved.
 */
export function bookingTownMove(path: string, query: string, currentSlug: (slug: string) => string | null): string | null {
  const params = new URLSearchParams(query);
  const asked = params.get('town');
  const current = asked === null ? null : currentSlug(asked);
  if (current === null || current === asked) return null;
  params.set('town', current);
  return `${path}?${params.toString()}`;
}

/** The list with `id` moved `by` places (-1 up, 1 down), kept inside the list; an unknown id changes nothing. */
export function moveItem(ids: readonly string[], id: string, by: number): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const to = Math.max(0, Math.min(ids.length - 1, from + by));
  const moved = ids.filter((item) => item !== id);
  moved.splice(to, 0, id);
  return moved;
}

/**
 * The order of a list after moving `id` to `index` (0 is first); the others keep their order around it. An index
 * past either end places it first or last; an id not in the list leaves the order as it is.
 */
export function placeAt<T>(order: readonly T[], id: T, index: number): T[] {
  if (!order.includes(id)) return [...order];
  const rest = order.filter((item) => item !== id);
  const at = Math.max(0, Math.min(rest.length, Math.trunc(index)));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * Where a visitor asking for `path` ends up after following every redirect (`path` itself when none applies), or
 * undefined when the redirects go round in a loop.
 */
export function finalTarget(path: string, targets: ReadonlyMap<string, string>): string | undefined {
  const seen = new Set([path]);
  let current = path;
  for (let next = targets.get(current); next !== undefined; next = targets.get(current)) {
    if (seen.has(next)) return undefined;
    seen.add(next);
    current = next;
  }
  return current;
}

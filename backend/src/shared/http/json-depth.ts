/**
 * How deeply a request body may nest objects and arrays. The deepest form is two levels (a case study's lists);
 * class-transformer and class-validator walk a body recursively, so a body of thousands of nested arrays
 * (a few kilobytes) would overflow the stack before any rule runs.
 */
export const MAX_BODY_DEPTH = 8;

/** Does the value nest objects or arrays more than `max` levels deep? Iterative: no recursion on visitor input. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, depth] = next;
    if (typeof current !== 'object' || current === null) continue;
    if (depth === max) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

import { MAX_BODY_DEPTH, nestsDeeperThan } from './json-depth';

const nested = (depth: number, inArrays: boolean): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = inArrays ? [value] : { a: value };
  return value;
};

describe('nestsDeeperThan', () => {
  it.each([true, false])('allows the bound and refuses one level more (arrays: %p)', (inArrays) => {
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH, inArrays), MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH + 1, inArrays), MAX_BODY_DEPTH)).toBe(true);
  });

  it('walks a million levels without recursion', () => {
    expect(nestsDeeperThan(nested(1_000_000, true), MAX_BODY_DEPTH)).toBe(true);
  });

  it('counts only objects and arrays', () => {
    expect(nestsDeeperThan(null, 0)).toBe(false);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({ list: ['a', 'b'], deep: { x: 1 } }, 2)).toBe(false);
    expect(nestsDeeperThan({ list: ['a', ['b']] }, 2)).toBe(true);
  });
});

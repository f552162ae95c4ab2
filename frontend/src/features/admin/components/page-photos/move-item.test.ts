import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item';

describe('moveItem', () => {
  it('moves an item up or down one place', () => {
    expect(moveItem(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
  });

  it('keeps it inside the list, and ignores an unknown id', () => {
    expect(moveItem(['a', 'b'], 'a', -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 'b', 1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 'z', 1)).toEqual(['a', 'b']);
  });
});

import { placeAt } from './list-order';

describe('placeAt', () => {
  const order = ['a', 'b', 'c', 'd'];

  it('moves an item up or down by one', () => {
    expect(placeAt(order, 'c', 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(placeAt(order, 'b', 2)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('moves to either end, and past the ends to the ends', () => {
    expect(placeAt(order, 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(placeAt(order, 'a', 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(placeAt(order, 'b', -5)).toEqual(['b', 'a', 'c', 'd']);
    expect(placeAt(order, 'b', 99)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('keeps the order when the item stays or is not in the list', () => {
    expect(placeAt(order, 'b', 1)).toEqual(order);
    expect(placeAt(order, 'x', 0)).toEqual(order);
  });
});

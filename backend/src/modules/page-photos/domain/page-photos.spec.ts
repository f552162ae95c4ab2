import { photoOrder, townPageKey } from './page-photos';

describe('page photos', () => {
  it('names a town page by its English slug', () => {
    expect(townPageKey('marbella')).toBe('town:marbella');
  });

  it('keeps the order given, each image once at its first place', () => {
    expect(photoOrder(['b', 'a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c']);
    expect(photoOrder([])).toEqual([]);
  });
});

import { photoOrder, servicePageKey, townPageKey } from './page-photos';

describe('page photos', () => {
  it('names a town page by its English slug', () => {
    expect(townPageKey('marbella')).toBe('town:marbella');
  });

  it('names a service page by its route key in kebab case, as the table wants', () => {
    expect(servicePageKey('airConditioning')).toBe('service:air-conditioning');
    expect(servicePageKey('heatPumpWaterHeaters')).toBe('service:heat-pump-water-heaters');
  });

  it('keeps the order given, each image once at its first place', () => {
    expect(photoOrder(['b', 'a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c']);
    expect(photoOrder([])).toEqual([]);
  });
});

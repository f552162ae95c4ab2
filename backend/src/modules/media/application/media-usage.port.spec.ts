import { MediaUseRegistry } from './media-usage.port';

describe('MediaUseRegistry', () => {
  it('answers 0 while no module has registered a counter', async () => {
    await expect(new MediaUseRegistry().countUses('a')).resolves.toBe(0);
  });

  it('sums the counters of every module, a name registered again replacing its counter', async () => {
    const registry = new MediaUseRegistry();
    registry.register('testimonials', async (id) => (id === 'a' ? 1 : 0));
    registry.register('case-studies', async () => 5);
    registry.register('case-studies', async (id) => (id === 'a' ? 2 : 0));
    await expect(registry.countUses('a')).resolves.toBe(3);
    await expect(registry.countUses('b')).resolves.toBe(0);
  });
});

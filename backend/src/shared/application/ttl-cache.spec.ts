import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('loads once while fresh, again after expiry', async () => {
    const cache = new TtlCache<number>(50);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.getOrLoad('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<number>(10_000);
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 20));
    expect(await Promise.all([cache.getOrLoad('k', slow), cache.getOrLoad('k', slow), cache.getOrLoad('k', slow)])).toEqual([1, 1, 1]);
  });

  it('drops the oldest entry when full, and everything on clear', () => {
    const cache = new TtlCache<string>(10_000, 2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not keep a value whose load began before a clear, and a load after the clear is its own', async () => {
    const cache = new TtlCache<string>(10_000);
    let finishStale: (value: string) => void = () => undefined;
    const stale = cache.getOrLoad('k', () => new Promise<string>((resolve) => (finishStale = resolve)));
    cache.clear();
    const fresh = cache.getOrLoad('k', async () => 'new');
    finishStale('old');
    expect(await stale).toBe('old');
    expect(await fresh).toBe('new');
    expect(cache.get('k')).toBe('new');
    expect(await cache.getOrLoad('k', async () => 'again')).toBe('new');
  });
});

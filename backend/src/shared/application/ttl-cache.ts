import { LRUCache } from 'lru-cache';

/**
 * A small bounded cache with expiry on lru-cache (`max` entries, `ttl` ms; the least recently used goes first when
 * full). Concurrent misses share one load. Values are boxed: lru-cache stores no null or undefined, and a cached
 * "not found" (null) is a value here.
 */
export class TtlCache<V> {
  private readonly entries: LRUCache<string, { value: V }>;
  private readonly loading = new Map<string, Promise<V>>();
  /** Counts clears: a load that began before the last clear read what was then current, so it is not stored. */
  private generation = 0;

  constructor(ttlMs: number, maxEntries = 1000) {
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs });
  }

  /** `keep` decides whether a loaded value is stored (a value it refuses is still shared by concurrent callers). */
  async getOrLoad(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) return hit.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const began = this.generation;
    const loaded: Promise<V> = load()
      .then((value) => {
        if (began === this.generation && keep(value)) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    this.entries.set(key, { value });
  }

  /** Drops what is stored; a load already under way still answers its callers but is not stored: it may be stale. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }
}

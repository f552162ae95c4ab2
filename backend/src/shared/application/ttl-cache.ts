/**
 * A small bounded cache with expiry; the oldest entry goes first when full. Concurrent misses share one load.
 * Expiry is measured on the monotonic clock (performance.now): an elapsed time, not an instant of the calendar.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Counts clears: a load that began before the last clear read what was then current, so it is not stored. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  /** `keep` decides whether a loaded value is stored (a value it refuses is still shared by concurrent callers). */
  async getOrLoad(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > performance.now()) return hit.value;
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
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= performance.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: performance.now() + this.ttlMs });
  }

  /** Drops what is stored; a load already under way still answers its callers but is not stored: it may be stale. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }
}

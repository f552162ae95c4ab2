/**
 * The visitor's ticks, kept in the browser under one key as `{ "version": 1, "ticked": [task ids] }`.
 * Anything unreadable (corrupt JSON, another version, storage blocked by the browser) counts as "nothing ticked":
 * losing ticks is better than breaking the page.
 */
export const CHECKLIST_STORAGE_KEY = 'maintenance-checklist';
const CHECKLIST_STORAGE_VERSION = 1;

interface StoredTicks {
  version: typeof CHECKLIST_STORAGE_VERSION;
  ticked: string[];
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

function isStoredTicks(value: unknown): value is StoredTicks {
  if (typeof value !== 'object' || value === null) return false;
  const { version, ticked } = value as Partial<StoredTicks>;
  return version === CHECKLIST_STORAGE_VERSION && Array.isArray(ticked) && ticked.every((id) => typeof id === 'string');
}

/** The ticked tasks among `known`; ids of tasks that no longer exist are dropped. */
export function readTicks<T extends string>(storage: ReadableStorage | undefined, known: readonly T[]): Set<T> {
  try {
    const raw = storage?.getItem(CHECKLIST_STORAGE_KEY);
    if (!raw) return new Set();
    const stored: unknown = JSON.parse(raw);
    if (!isStoredTicks(stored)) return new Set();
    return new Set(known.filter((id) => stored.ticked.includes(id)));
  } catch {
    return new Set();
  }
}

/** Saves the ticks (no ticks: removes the key). False when the browser refuses, e.g. storage full or disabled. */
export function writeTicks(storage: WritableStorage | undefined, ticked: Iterable<string>): boolean {
  if (!storage) return false;
  const ids = [...ticked];
  try {
    if (ids.length === 0) storage.removeItem(CHECKLIST_STORAGE_KEY);
    else storage.setItem(CHECKLIST_STORAGE_KEY, JSON.stringify({ version: CHECKLIST_STORAGE_VERSION, ticked: ids } satisfies StoredTicks));
    return true;
  } catch {
    return false;
  }
}

import { useCallback, useEffect, useState } from 'react';
import { TASK_IDS, type TaskId } from './checklist';
import { CHECKLIST_STORAGE_KEY, readTicks, writeTicks } from './checklist-storage';

/** localStorage, or undefined where the browser forbids it (reading the property can throw). */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The ticked tasks. The first render has none, on the server and in the browser alike, so hydration matches;
 * the saved ticks are read right after, and again when another tab changes them.
 */
export function useTicks() {
  const [ticked, setTicked] = useState<ReadonlySet<TaskId>>(() => new Set());

  useEffect(() => {
    const load = () => setTicked(readTicks(browserStorage(), TASK_IDS));
    load();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CHECKLIST_STORAGE_KEY || event.key === null) load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const save = useCallback((next: ReadonlySet<TaskId>) => {
    setTicked(next);
    writeTicks(browserStorage(), next);
  }, []);

  const toggle = useCallback(
    (id: TaskId) => {
      const next = new Set(ticked);
      if (!next.delete(id)) next.add(id);
      save(next);
    },
    [ticked, save],
  );

  const clear = useCallback(() => save(new Set()), [save]);

  return { ticked, toggle, clear };
}

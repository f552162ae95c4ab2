import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** False on the server and while the page hydrates, true once React runs it in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

/**
 * Whether the server requires this owner to set up two-step sign-in before anything else (GET /api/auth/me says
 * so, and every other admin route answers 403 AUTH.SECOND_FACTOR_SETUP_REQUIRED). Kept for the page's life only:
 * /api/auth/me tells again on the next visit.
 */
let required = false;
const listeners = new Set<() => void>();

export function setSecondFactorSetupRequired(value: boolean): void {
  if (value === required) return;
  required = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSecondFactorSetupRequired(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => required,
    () => false,
  );
}

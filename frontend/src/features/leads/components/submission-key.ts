import { useMemo, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';

/**
 * A new random key: a UUID where the page is a secure context (HTTPS, localhost), else 32 hex digits from the same
 * random source, since browsers offer randomUUID only in secure contexts.
 */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of a form's submission (docs/api.md): made when it is first sent, and sent again with it as long
 * as the request is the same and no answer has settled it, so that a repeat after a lost connection or a server
 * fault is stored at most once. A success, or a 4xx answer (nothing was stored), ends the submission; a changed
 * request is another submission. Either way the next send gets a new key.
 */
export function useSubmissionKey() {
  const current = useRef<{ key: string; request: string } | undefined>(undefined);
  return useMemo(
    () => ({
      keyFor(request: unknown): string {
        const text = JSON.stringify(request);
        if (current.current?.request !== text) current.current = { key: newKey(), request: text };
        return current.current.key;
      },
      settled(error?: unknown): void {
        const answeredWithoutStoring = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (error === undefined || answeredWithoutStoring) current.current = undefined;
      },
    }),
    [],
  );
}

import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';

const DRAFT_PREFIX = 'costa-sol-admin-draft:';

function readDraft(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

function writeDraft(key: string, values: unknown): void {
  try {
    if (values === undefined) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage refused (private mode, quota): the form then only lives as long as the page.
  }
}

/**
 * Keeps what the admin types in this tab's sessionStorage, per admin address (query included), until it is saved or discarded, so a
 * reload or a session that ends mid-sentence (sign in again, come back) loses nothing. On return the draft is put
 * back over the loaded values, and `restored` says so. Only forms of content use it: never a password.
 */
export function useFormDraft<Values extends FieldValues, Request>(form: UseFormReturn<Values, unknown, Request>) {
  // The query is part of the form's start (a visit for one lead, ?lead=…): another query is another draft.
  const { pathname, search } = useLocation();
  const key = DRAFT_PREFIX + pathname + search;
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const draft = readDraft(key);
    if (draft !== null && typeof draft === 'object') {
      form.reset({ ...form.formState.defaultValues, ...draft } as Values, { keepDefaultValues: true });
      setRestored(true);
    }
    const subscription = form.watch((values) => {
      const unchanged = JSON.stringify(values) === JSON.stringify(form.formState.defaultValues);
      writeDraft(key, unchanged ? undefined : values);
    });
    return () => subscription.unsubscribe();
    // Once per form and address: `form` is stable for the component's life.
  }, [key]);

  const clear = useCallback(() => {
    writeDraft(key, undefined);
    setRestored(false);
  }, [key]);

  const discard = useCallback(() => {
    clear();
    form.reset(form.formState.defaultValues as Values);
  }, [clear]);

  return { restored, clear, discard };
}

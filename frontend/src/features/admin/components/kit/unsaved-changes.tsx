import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { ConfirmDialog } from '../confirm-dialog';

type MarkDirty = (form: string, dirty: boolean) => void;

const UnsavedChangesContext = createContext<MarkDirty | null>(null);

/** A click that would take this tab to another address: a plain left click on a link (not a new tab, not a download). */
function leavingLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  if (to.origin === here.origin && to.pathname === here.pathname && to.search === here.search) return null;
  return to;
}

/**
 * Asks before leaving a form with unsaved changes: a link in the admin (a menu item, Cancel) opens "Leave this
 * page?", closing or reloading the tab gets the browser's own question. What was typed stays a draft either way
 * (use-form-draft.ts); this only keeps one click from taking the admin away from it.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const t = useCatalogue(adminText);
  const navigate = useNavigate();
  const dirtyForms = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);
  const [pending, setPending] = useState<URL | null>(null);

  const markDirty = useCallback<MarkDirty>((form, dirty) => {
    if (dirty) dirtyForms.current.add(form);
    else dirtyForms.current.delete(form);
    setAnyDirty(dirtyForms.current.size > 0);
  }, []);

  useEffect(() => {
    if (!anyDirty) return;
    // Capture on the document runs before React's handlers on the root, so a router link never starts navigating.
    const onClick = (event: MouseEvent) => {
      const to = leavingLink(event);
      if (!to) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [anyDirty]);

  const leave = () => {
    if (!pending) return;
    setPending(null);
    if (pending.origin === window.location.origin && pending.pathname.startsWith('/admin')) {
      void navigate(`${pending.pathname}${pending.search}${pending.hash}`);
    } else {
      // Leaving the admin app: the draft is kept, so the browser need not ask a second time.
      dirtyForms.current.clear();
      setAnyDirty(false);
      window.location.assign(pending.href);
    }
  };

  return (
    <UnsavedChangesContext.Provider value={markDirty}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        title={t.common.leaveTitle}
        text={t.common.leaveText}
        confirmLabel={t.common.leave}
        cancelLabel={t.common.stay}
        busy={false}
        onConfirm={leave}
        onClose={() => setPending(null)}
      />
    </UnsavedChangesContext.Provider>
  );
}

/** Tells the guard whether this form holds unsaved changes; outside the guard (a unit test) it does nothing. */
export function useUnsavedChanges(dirty: boolean): void {
  const markDirty = useContext(UnsavedChangesContext);
  const form = useId();
  useEffect(() => {
    markDirty?.(form, dirty);
    return () => markDirty?.(form, false);
  }, [markDirty, form, dirty]);
}

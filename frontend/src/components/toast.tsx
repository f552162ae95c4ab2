import { TOAST } from '@costa-sol/common';
import { useEffect, useState } from 'react';
import { useCatalogue } from '../i18n/i18n-context';
import { layoutText } from '../i18n/layout-text';
import { type ChannelMessages, publish, subscribe } from '../lib/island-channel';
import { CloseGlyph } from './form/icons';
import { useSwipeDismiss } from './use-swipe-dismiss';

type ToastMessage = ChannelMessages['toast'];

/** Raises a toast from anywhere on the page; 'destructive' is the error variant. */
export function raiseToast(message: ToastMessage): void {
  publish('toast', message);
}

const toastApi = { toast: raiseToast };

/** `const { toast } = useToast()`: the same as raiseToast, for components. A <Toaster /> on the page shows it. */
export function useToast(): typeof toastApi {
  return toastApi;
}

/**
 * Shows toasts one at a time (a new one replaces the current), 5 s each, bottom left; F8 moves focus to it; the close
 * button or a swipe to the right past 50 px dismisses it.
 * Plain elements styled by components/form/form.css (.toast): no MUI in the islands that raise toasts.
 */
export function Toaster() {
  const t = useCatalogue(layoutText);
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | undefined>();
  const swipe = useSwipeDismiss(() => setCurrent(undefined), TOAST.swipeThresholdPx);

  useEffect(
    () =>
      subscribe('toast', (message) => {
        setCurrent({ ...message, id: Date.now() });
      }),
    [],
  );

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(undefined), TOAST.durationMs);
    return () => clearTimeout(timer);
  }, [current]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') document.getElementById('toast-region')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!current) return null;
  const destructive = current.variant === 'destructive';
  return (
    <div
      key={current.id}
      id="toast-region"
      tabIndex={-1}
      role={destructive ? 'alert' : 'status'}
      className={destructive ? 'toast toast--destructive' : 'toast'}
      style={swipe.offset > 0 ? { transform: `translateX(${swipe.offset}px)`, opacity: Math.max(0.3, 1 - swipe.offset / 200) } : undefined}
      {...swipe.handlers}
    >
      <div>
        <strong className="toast__title">{current.title}</strong>
        {current.description}
      </div>
      <button type="button" className="toast__close" aria-label={t.closeToast} onClick={() => setCurrent(undefined)}>
        <CloseGlyph />
      </button>
    </div>
  );
}

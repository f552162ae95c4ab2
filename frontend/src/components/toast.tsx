import { TOAST } from '@costa-sol/common';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { type ChannelMessages, publish, subscribe } from '../lib/island-channel';

export type ToastMessage = ChannelMessages['toast'];

/** Raises a toast from anywhere on the page ('destructive' for errors: docs/product.md, toasts). */
export function raiseToast(message: ToastMessage): void {
  publish('toast', message);
}

/** Shows toasts one at a time (a new one replaces the current), 5 s each; F8 moves focus to it. */
export function Toaster() {
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | undefined>();
  const [open, setOpen] = useState(false);

  useEffect(
    () =>
      subscribe('toast', (message) => {
        setCurrent({ ...message, id: Date.now() });
        setOpen(true);
      }),
    [],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') document.getElementById('toast-region')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Snackbar
      key={current?.id}
      open={open}
      autoHideDuration={TOAST.durationMs}
      onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Alert
        id="toast-region"
        tabIndex={-1}
        role={current?.variant === 'destructive' ? 'alert' : 'status'}
        severity={current?.variant === 'destructive' ? 'error' : 'success'}
        variant="filled"
        onClose={() => setOpen(false)}
        sx={{ minWidth: 300 }}
      >
        <AlertTitle>{current?.title}</AlertTitle>
        {current?.description}
      </Alert>
    </Snackbar>
  );
}

const toastApi = { toast: raiseToast };

/** `const { toast } = useToast()`: the same as raiseToast, for components. A <Toaster /> on the page shows it. */
export function useToast(): typeof toastApi {
  return toastApi;
}
